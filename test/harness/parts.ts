// The harness page of the creature game's renderer parts (src-renderer/games/creatures), each
// mounted as the app's screens show it, with the demo set and a real lab report:
// /parts.html?part=detail|cards|stats|lab&lang=en|fr. Some cards carry a picture, which the
// harness server answers on the bridge's route (vite.config.ts).
import { createApp, h } from 'vue'
import { creatures } from '@shared/games/creatures'
import { readCardSetFile } from '@shared/game/user-card-files'
import type { CreatureCard } from '@shared/games/creatures/card'
import { runCreatureLab } from '@shared/games/creatures/lab/run'
import demo from '../../resources/creatures-demo-set.json'
import { creaturesParts } from '../../src-renderer/games/creatures'
import { createAppI18n } from '../../src-renderer/i18n'
import PartsPage from './PartsPage.vue'
import '../../src-renderer/styles/theme.css'
import '../../src-renderer/styles/base.css'

const params = new URLSearchParams(location.search)
const set = readCardSetFile(creatures.userCards!, JSON.stringify(demo), { game: 'creatures', format: 'json' })
if (!set.ok) throw new Error('the demo set does not read')
/** Cards whose picture the harness serves (any set-picture code gets a picture). */
const PICTURED = ['CR-014', 'CR-024', 'EQ-003']
const cards: CreatureCard[] = set.cards.map((c, i) => (PICTURED.includes(c.code) ? { ...c, picture: `${String(i).padStart(32, '0')}.png` } : c))
const byCode = new Map(cards.map((c) => [c.code.toUpperCase(), c]))
const deck: [string, number][] = [
  ['CR-001', 3], ['CR-003', 3], ['CR-004', 3], ['CR-006', 3], ['CR-008', 3], ['CR-009', 3], ['CR-012', 2],
  ['CR-013', 3], ['CR-014', 2], ['CR-016', 3], ['CR-020', 2], ['CR-021', 2], ['CR-023', 1], ['CR-024', 1],
  ['EF-002', 2], ['EF-004', 1], ['EQ-001', 2], ['TR-001', 1],
]
const entries = deck.map(([code, count]) => ({ code, count }))
const part = params.get('part') ?? 'detail'
const report = part === 'lab' ? runCreatureLab(deck.flatMap(([code, n]) => Array.from({ length: n }, () => byCode.get(code)!)), { seed: 1, games: 20_000, turns: 6, onThePlay: true, policies: ['keep', 'bottom-magic', 'dig-level-0'] }) : null

document.documentElement.style.height = document.body.style.height = '100%'
document.body.style.margin = '0'
const root = document.getElementById('app')!
root.style.height = '100%'
createApp({
  render: () =>
    h(PartsPage, {
      part,
      parts: creaturesParts,
      cards,
      detailCard: byCode.get(params.get('code') ?? 'CR-024')!,
      entries,
      lookup: (code: string) => byCode.get(code.toUpperCase()) ?? null,
      report,
      keyField: 'code',
      marks: ['category'],
    }),
})
  .use(createAppI18n(params.get('lang') === 'fr' ? 'fr' : 'en'))
  .mount(root)
document.body.dataset.ready = 'true'
