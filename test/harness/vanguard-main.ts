// The harness page of Vanguard's table: GameTable with Vanguard's parts on an in-memory game of
// dsd01 (vanguard-game.ts). ?lang=en|fr, ?seed=24, ?scene=opening|ride|battle|after, ?draw=1 (on the draw).
import { createApp, h } from 'vue'
import type { AnyGameModule } from '@shared/game/module'
import { vanguard } from '@shared/games/vanguard'
import GameTable from '../../src-renderer/table/GameTable.vue'
import { vanguardTableParts } from '../../src-renderer/games/vanguard/table'
import { createAppI18n } from '../../src-renderer/i18n'
import { dsd01Session, toScene } from './vanguard-game'
import '../../src-renderer/styles/theme.css'
import '../../src-renderer/styles/base.css'

const params = new URLSearchParams(location.search)
const session = dsd01Session(Number(params.get('seed') ?? 24), params.get('draw') !== '1')
await toScene(session, params.get('scene') ?? 'opening')

document.documentElement.style.height = document.body.style.height = '100%'
document.body.style.margin = '0'
const root = document.getElementById('app')!
root.style.height = '100%'
createApp({ render: () => h(GameTable, { module: vanguard as unknown as AnyGameModule, session, parts: vanguardTableParts }) })
  .use(createAppI18n(params.get('lang') === 'fr' ? 'fr' : 'en'))
  .mount(root)
document.body.dataset.ready = 'true'
