// The harness page of Magic's table: GameTable with Magic's parts on an in-memory game of a Gruul
// deck (mtg-game.ts). ?lang=en|fr, ?seed=19, ?scene=opening|main|elves|combat.
import { createApp, h } from 'vue'
import GameTable from '../../src-renderer/table/GameTable.vue'
import { mtgTableParts } from '../../src-renderer/games/mtg/table'
import { createAppI18n } from '../../src-renderer/i18n'
import { GRUUL_SEED, gruulSession, mtgHarnessModule, toScene } from './mtg-game'
import '../../src-renderer/styles/theme.css'
import '../../src-renderer/styles/base.css'

const params = new URLSearchParams(location.search)
const session = gruulSession(Number(params.get('seed') ?? GRUUL_SEED))
await toScene(session, params.get('scene') ?? 'opening')

document.documentElement.style.height = document.body.style.height = '100%'
document.body.style.margin = '0'
const root = document.getElementById('app')!
root.style.height = '100%'
createApp({ render: () => h(GameTable, { module: mtgHarnessModule, session, parts: mtgTableParts }) })
  .use(createAppI18n(params.get('lang') === 'fr' ? 'fr' : 'en'))
  .mount(root)
document.body.dataset.ready = 'true'
