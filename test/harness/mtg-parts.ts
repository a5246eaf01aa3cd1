// The harness page of Magic's renderer parts (src-renderer/games/mtg), each mounted as the app's
// screens show it, with the bundled catalog (resources/mtg-cards.json), a red-green deck of its
// cards and a real lab run of that deck: /mtg-parts.html?part=cards|stats|lab&lang=en|fr&name=<detail card>.
// The game is not registered yet, so the app cannot show them. Some cards carry a Scryfall picture,
// which the harness server answers on the bridge's route (vite.config.ts).
import { createPinia } from 'pinia'
import { createApp, h } from 'vue'
import { readMtgBundle } from '@shared/games/mtg/data/bundle'
import type { MtgCard } from '@shared/games/mtg/card'
import { runMtgLab } from '@shared/games/mtg/lab/run'
import bundled from '../../resources/mtg-cards.json'
import { GRUUL_DECK } from '../unit/mtg/gruul-deck'
import { mtgRendererGame } from '../../src-renderer/games/mtg'
import { createAppI18n } from '../../src-renderer/i18n'
import PartsPage from './PartsPage.vue'
// The lab's chart colours are global styles of the lab tab.
import '../../src-renderer/components/lab/LabPanel.vue'
import '../../src-renderer/styles/theme.css'
import '../../src-renderer/styles/base.css'

const params = new URLSearchParams(location.search)
const catalog = readMtgBundle(bundled).cards
const byName = new Map(catalog.map((c) => [c.name, c]))
const byId = new Map(catalog.map((c) => [c.id, c]))
const named = (name: string): MtgCard => {
  const card = byName.get(name)
  if (!card) throw new Error(`no card ${name} in the bundle`)
  return card
}
/** One card of each layout and kind: faces that turn over, halves, a planeswalker, a hybrid cost, a land, colourless. */
const SHOWN = [
  'Aberrant Researcher // Perfected Form', "Agadeem's Awakening // Agadeem, the Undercrypt", 'Assure // Assemble', 'Bonecrusher Giant // Stomp',
  'Akki Lavarunner // Tok-Tok, Volcano Born', 'Garruk, Unleashed', "Arcanist's Owl", 'Omnath, Locus of Creation', 'Lightning Bolt',
  'Llanowar Elves', 'Embercleave', 'Game Trail', 'Forest',
]
const cards = SHOWN.map(named)
const entries = GRUUL_DECK.map(([name, count]) => ({ code: named(name).id, count }))
const part = params.get('part') ?? 'cards'
const deck = GRUUL_DECK.flatMap(([name, count]) => Array.from({ length: count }, () => named(name)))
const report = part === 'lab' ? runMtgLab(deck, { seed: 1, games: 20_000, turns: 6, onThePlay: true, policies: ['lands-2-5', 'keep-7', 'lands-3-4'] }) : null

document.documentElement.style.height = document.body.style.height = '100%'
document.body.style.margin = '0'
const root = document.getElementById('app')!
root.style.height = '100%'
createApp({
  render: () =>
    h(PartsPage, {
      part,
      parts: mtgRendererGame,
      cards,
      detailCard: named(params.get('name') ?? 'Aberrant Researcher // Perfected Form'),
      entries,
      lookup: (code: string) => byId.get(code) ?? null,
      report,
      keyField: 'id',
      marks: ['colors'],
    }),
})
  // the parts read the app's stores (the lab's French spell names: the language of the card data)
  .use(createPinia())
  .use(createAppI18n(params.get('lang') === 'fr' ? 'fr' : 'en'))
  .mount(root)
document.body.dataset.ready = 'true'
