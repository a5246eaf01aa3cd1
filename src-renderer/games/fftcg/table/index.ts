// FFTCG's parts of the generic table (src-renderer/table/parts.ts).
import { FIELD_ROWS } from '@shared/games/fftcg/engine'
import type { GameTableParts } from '../../../table/parts'
import BoardCard from './BoardCard.vue'
import CardElements from './CardElements.vue'
import CardPreview from './CardPreview.vue'
import FftcgDialogs from './FftcgDialogs.vue'
import FftcgNotices from './FftcgNotices.vue'
import FftcgOpening from './FftcgOpening.vue'
import FftcgOpponent from './FftcgOpponent.vue'
import FftcgToolbar from './FftcgToolbar.vue'
import { useFftcgTable } from './useFftcgTable'

export const fftcgTableParts: GameTableParts = {
  use: useFftcgTable,
  keys: [
    { command: 'keep', keys: ['K'] },
    { command: 'mulligan', keys: ['M'] },
    { command: 'nextPhase', keys: ['N'] },
    { command: 'endTurn', keys: ['E'] },
    { command: 'attack', keys: ['A'] },
    { command: 'damage', keys: ['T'] },
    { command: 'opponentDamage', keys: ['O'] },
  ],
  helpOrder: ['keep', 'mulligan', 'draw', 'nextPhase', 'endTurn', 'attack', 'damage', 'opponentDamage'],
  moveOrder: ['hand', 'field', 'breakZone', 'deck', 'damage', 'removed'],
  fieldRows: FIELD_ROWS,
  components: {
    card: BoardCard,
    preview: CardPreview,
    cardIcons: CardElements,
    header: FftcgOpponent,
    toolbar: FftcgToolbar,
    notices: FftcgNotices,
    fieldTop: FftcgOpening,
    dialogs: FftcgDialogs,
  },
}
