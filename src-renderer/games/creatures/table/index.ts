// The creature game's parts of the generic table (src-renderer/table/parts.ts).
import { CREATURE_SLOTS, MAGIC_SLOTS, TERRAIN_SLOTS } from '@shared/games/creatures/engine'
import type { GameTableParts } from '../../../table/parts'
import TurnToolbar from '../../../table/TurnToolbar.vue'
import CreatureCard from './CreatureCard.vue'
import CreaturePreview from './CreaturePreview.vue'
import CreaturesDialogs from './CreaturesDialogs.vue'
import CreaturesFieldTop from './CreaturesFieldTop.vue'
import CreaturesNotices from './CreaturesNotices.vue'
import CreaturesStatus from './CreaturesStatus.vue'
import { useCreaturesTable } from './useCreaturesTable'

export const creaturesTableParts: GameTableParts = {
  use: useCreaturesTable,
  keys: [
    { command: 'keep', keys: ['K'], label: 'creatures.command.keep' },
    { command: 'mulligan', keys: ['M'], label: 'creatures.command.mulligan' },
    { command: 'nextPhase', keys: ['N'] },
    { command: 'endTurn', keys: ['E'] },
    { command: 'attack', keys: ['A'], label: 'creatures.command.attack' },
    { command: 'posture', keys: ['P'], label: 'creatures.command.posture' },
    { command: 'dummy', keys: ['G'], label: 'creatures.command.dummy' },
  ],
  helpOrder: ['keep', 'mulligan', 'draw', 'nextPhase', 'endTurn', 'attack', 'posture', 'dummy'],
  moveOrder: ['hand', 'creatures', 'magic', 'terrain', 'graveyard', 'isolation', 'deck'],
  // its row zone is the equipment under the creatures; the field holds every slot ("Le Plateau")
  fieldLabel: 'creatures.board',
  // the board's slots ("Le Plateau"); equipment is drawn under its creature (2.1)
  fieldRows: [
    { id: 'creatures', slots: CREATURE_SLOTS },
    { id: 'magic', slots: MAGIC_SLOTS },
    { id: 'terrain', slots: TERRAIN_SLOTS },
  ],
  components: {
    card: CreatureCard,
    preview: CreaturePreview,
    header: CreaturesStatus,
    toolbar: TurnToolbar,
    notices: CreaturesNotices,
    fieldTop: CreaturesFieldTop,
    dialogs: CreaturesDialogs,
  },
}
