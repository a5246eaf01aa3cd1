// The harness page: GameTable with the creature game's parts on an in-memory session of the
// demo set. ?lang=en|fr, ?scene=opening|mid (see mid-game.ts).
import { createApp, h } from 'vue'
import { creatures } from '@shared/games/creatures'
import { readCardSetFile } from '@shared/game/user-card-files'
import type { AnyGameModule } from '@shared/game/module'
import demo from '../../resources/creatures-demo-set.json'
import GameTable from '../../src-renderer/table/GameTable.vue'
import { creaturesTableParts } from '../../src-renderer/games/creatures/table'
import { createAppI18n } from '../../src-renderer/i18n'
import { memorySession } from '../component/creatures/memory-session'
import { toMidGame } from './mid-game'
import '../../src-renderer/styles/theme.css'
import '../../src-renderer/styles/base.css'

const params = new URLSearchParams(location.search)
const set = readCardSetFile(creatures.userCards!, JSON.stringify(demo), { game: 'creatures', format: 'json' })
if (!set.ok) throw new Error('the demo set does not read')
// two cards carry a picture (answered by the harness server, vite.config.ts), as a user's set may
const PICTURED = ['CR-014', 'EQ-001']
const cards = set.cards.map((c, i) => (PICTURED.includes(c.code) ? { ...c, picture: `${String(i).padStart(32, '0')}.png` } : c))
const session = memorySession(cards, { seed: Number(params.get('seed') ?? 1) })
if (params.get('scene') === 'mid') await toMidGame(session)

document.documentElement.style.height = document.body.style.height = '100%'
document.body.style.margin = '0'
const root = document.getElementById('app')!
root.style.height = '100%'
createApp({ render: () => h(GameTable, { module: creatures as unknown as AnyGameModule, session, parts: creaturesTableParts }) })
  .use(createAppI18n(params.get('lang') === 'fr' ? 'fr' : 'en'))
  .mount(root)
document.body.dataset.ready = 'true'
