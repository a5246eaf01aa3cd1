// The harness page of Cardfight!! Vanguard's card parts (src-renderer/games/vanguard), each laid
// out as the app's screens show it, with the bundled catalog and the start deck dsd01 of
// vanguardengine_decks.json: /vanguard-parts.html?part=cards|stats&lang=en|fr&code=<detail card>.
import { createApp, h } from 'vue'
import { readVanguardBundle } from '@shared/games/vanguard/data/bundle'
import { entryKey } from '@shared/games/vanguard/codes'
import { VanguardCardSchema, type VanguardCard } from '@shared/games/vanguard/card'
import bundled from '../../resources/vanguard-cards.json'
import decks from '../unit/vanguard/vanguardengine_decks.json'
import { vanguardRendererGame } from '../../src-renderer/games/vanguard'
import { createAppI18n } from '../../src-renderer/i18n'
import PartsPage from './PartsPage.vue'
import '../../src-renderer/styles/theme.css'
import '../../src-renderer/styles/base.css'

const params = new URLSearchParams(location.search)
const catalog = readVanguardBundle(bundled).cards
const byKey = new Map(catalog.map((c) => [entryKey(c.code), c]))
const lookup = (code: string): VanguardCard | null => byKey.get(entryKey(code)) ?? null

/** No D-series card has a stand trigger: this one is made as the card-set editor would make it. */
const standTrigger = VanguardCardSchema.parse({
  code: 'USER/001', name: 'Harness Stand Squire', grade: 0, power: 5000, shield: 15000, critical: 1, trigger: 'stand', skill: 'boost',
  unitType: 'trigger', nations: ['Keter Sanctuary'], set: 'USER', text: 'A stand trigger made in the card-set editor.',
})
/** One card of each kind: units of each grade and type, each trigger, orders, a token, a dual-nation and a clan card. */
const SHOWN = [
  'D-BT02/001', 'D-BT01/001', 'D-BT05/013', 'D-BT01/031', 'D-BT01/068', 'D-BT01/037',
  'D-BT01/063', 'D-BT01/013', 'D-BT01/T01',
]
const kinds = (['draw', 'front', 'heal'] as const).map((t) => catalog.find((c) => c.trigger === t)!)
const setOrder = catalog.find((c) => c.orderType === 'set')!
const grade4 = catalog.find((c) => c.grade === 4)!
const cards = [...SHOWN.map((code) => lookup(code)!), ...kinds, standTrigger, setOrder, grade4]

const deck = (decks as { decks: Record<string, { rideDeck: string[]; mainDeck: { id: string; count: number }[] }> }).decks.dsd01!
const entries = [...deck.rideDeck.map((id) => ({ code: id, count: 1 })), ...deck.mainDeck.map((e) => ({ code: e.id, count: e.count }))]

document.documentElement.style.height = document.body.style.height = '100%'
document.body.style.margin = '0'
const root = document.getElementById('app')!
root.style.height = '100%'
createApp({
  render: () =>
    h(PartsPage, {
      part: params.get('part') ?? 'cards',
      parts: vanguardRendererGame,
      cards,
      detailCard: lookup(params.get('code') ?? 'D-BT01/063') ?? standTrigger,
      entries,
      lookup,
      report: null,
      keyField: 'code',
      marks: ['trigger', 'grade'],
    }),
})
  .use(createAppI18n(params.get('lang') === 'fr' ? 'fr' : 'en'))
  .mount(root)
document.body.dataset.ready = 'true'
