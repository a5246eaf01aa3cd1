// Vanguard's parts of the generic table (src-renderer/table/parts.ts): the circles in their
// columns, the side zones of the rules text (ZONE DE JEUX), the goldfish and the battle above the
// circles, and its keys.
import type { GameTableParts } from '../../../table/parts'
import TurnToolbar from '../../../table/TurnToolbar.vue'
import VanguardDialogs from './VanguardDialogs.vue'
import VanguardFieldTop from './VanguardFieldTop.vue'
import VanguardNotices from './VanguardNotices.vue'
import VanguardPreview from './VanguardPreview.vue'
import VanguardStatus from './VanguardStatus.vue'
import VanguardTableCard from './VanguardTableCard.vue'
import { useVanguardTable } from './useVanguardTable'

export const vanguardTableParts: GameTableParts = {
  use: useVanguardTable,
  keys: [
    { command: 'keep', keys: ['K'], label: 'vanguard.table.command.keep' },
    { command: 'mulligan', keys: ['M'], label: 'vanguard.table.command.mulligan' },
    { command: 'nextPhase', keys: ['N'] },
    { command: 'endTurn', keys: ['E'] },
    { command: 'ride', keys: ['I'], label: 'vanguard.table.command.ride' },
    { command: 'call', keys: ['C'], label: 'vanguard.table.command.call' },
    { command: 'moveInColumn', keys: ['X'], label: 'vanguard.table.command.moveInColumn' },
    { command: 'attack', keys: ['A'], label: 'vanguard.table.command.attack' },
    { command: 'goldfish', keys: ['G'], label: 'vanguard.table.command.goldfish' },
  ],
  helpOrder: ['keep', 'mulligan', 'nextPhase', 'endTurn', 'ride', 'call', 'moveInColumn', 'attack', 'goldfish'],
  moveOrder: ['hand', 'rearguard', 'guardian', 'soul', 'drop', 'damage', 'order', 'deck'],
  fieldLabel: 'vanguard.table.field',
  // the vanguard circle is drawn among the rear-guard circles, in the front row's middle
  sideZones: [
    { id: 'deck' },
    { id: 'rideDeck' },
    { id: 'soul' },
    { id: 'drop' },
    { id: 'damage', layout: 'slots' },
    { id: 'trigger' },
    { id: 'guardian' },
    { id: 'order' },
    // shown in the format without a ride deck (G assist removes cards), or when a card is there
    { id: 'removed' },
  ],
  // two rows of circles: larger cards than the board's, as the window's height allows
  fieldCardWidth: 'clamp(64px, min(8.4vw, 11vh), 150px)',
  fieldRows: [
    { id: 'front', slots: 3 },
    { id: 'back', slots: 3 },
  ],
  components: {
    card: VanguardTableCard,
    preview: VanguardPreview,
    header: VanguardStatus,
    toolbar: TurnToolbar,
    notices: VanguardNotices,
    fieldTop: VanguardFieldTop,
    dialogs: VanguardDialogs,
  },
}
