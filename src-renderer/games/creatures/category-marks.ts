// The mark of each card category, drawn in a 20×20 box: a shield for creatures, a spark for
// effects, a sword for equipment, mountains for terrains. Shared by the icon and the drawn card.
import type { Category } from '@shared/games/creatures/card'

export const CATEGORY_MARKS: Readonly<Record<Category, string>> = {
  creature: 'M10 1 L18 4 L17 11 Q15 16 10 19 Q5 16 3 11 L2 4 Z',
  effect: 'M10 1 L12.5 7.5 L19 10 L12.5 12.5 L10 19 L7.5 12.5 L1 10 L7.5 7.5 Z',
  equipment: 'M9 1 H11 V13 H14.5 V15 H11 V19 H9 V15 H5.5 V13 H9 Z',
  terrain: 'M1 17 L7 6 L10 11 L13 4 L19 17 Z',
}
