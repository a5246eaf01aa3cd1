// Magic's parts of the generic table (src-renderer/table/parts.ts): the battlefield by rows (lands,
// creatures, other permanents), the side zones, the phase bar grouped by the module's turn
// structure (five phases and their steps), the goldfish's side and the stack above the rows,
// life totals and the mana pool beside the phase bar, and its keys.
import { TURN_STRUCTURE } from '@shared/games/mtg/engine'
import type { GameTableParts } from '../../../table/parts'
import MtgDialogs from './MtgDialogs.vue'
import MtgFieldTop from './MtgFieldTop.vue'
import MtgNotices from './MtgNotices.vue'
import MtgPreview from './MtgPreview.vue'
import MtgStatus from './MtgStatus.vue'
import MtgTableCard from './MtgTableCard.vue'
import MtgToolbar from './MtgToolbar.vue'
import { useMtgTable } from './useMtgTable'

export const mtgTableParts: GameTableParts = {
  use: useMtgTable,
  keys: [
    { command: 'keep', keys: ['K'], label: 'mtgTable.command.keep' },
    { command: 'mulligan', keys: ['M'], label: 'mtgTable.command.mulligan' },
    { command: 'nextStop', keys: ['F'], label: 'mtgTable.command.nextStopHelp' },
    { command: 'pass', keys: ['N'], label: 'mtgTable.command.passHelp' },
    { command: 'stops', keys: ['O'], label: 'mtgTable.command.stops' },
    { command: 'nextTurn', keys: ['E'], label: 'mtgTable.command.nextTurn' },
    { command: 'attack', keys: ['A'], label: 'mtgTable.command.attack' },
    { command: 'tap', keys: ['T'], label: 'mtgTable.command.tap' },
    { command: 'castPaying', keys: ['C'], label: 'mtgTable.command.castPaying' },
    { command: 'dummy', keys: ['G'], label: 'mtgTable.command.dummy' },
    { command: 'addMana', keys: ['P'], label: 'mtgTable.command.addMana' },
  ],
  helpOrder: ['keep', 'mulligan', 'nextStop', 'pass', 'stops', 'nextTurn', 'draw', 'attack', 'tap', 'castPaying', 'dummy', 'addMana'],
  moveOrder: ['hand', 'battlefield', 'graveyard', 'exile', 'command', 'library'],
  phaseGroups: TURN_STRUCTURE,
  // the stack is drawn above the rows, top first
  sideZones: [{ id: 'library' }, { id: 'graveyard' }, { id: 'exile' }, { id: 'command' }],
  fieldRows: [{ id: 'lands' }, { id: 'creatures' }, { id: 'other' }],
  rowWords: 'mtgTable',
  components: {
    card: MtgTableCard,
    preview: MtgPreview,
    header: MtgStatus,
    toolbar: MtgToolbar,
    notices: MtgNotices,
    fieldTop: MtgFieldTop,
    dialogs: MtgDialogs,
  },
}
