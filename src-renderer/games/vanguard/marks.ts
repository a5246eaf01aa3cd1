// The marks of Vanguard's card parts, each drawn in a 20×20 box: the trigger icons (a star for
// critical, a card for draw, an arrow for front, a heart for heal, a turning arrow for stand, a
// crown for over), and the drawn card's stat marks (shield, critical) and art emblems. Shared by
// the value icon, the drawn card and the deck statistics.
import type { Trigger } from '@shared/games/vanguard/card'

const STAR = 'M10 1 L12.6 7 L19 7.4 L14 11.6 L15.6 18.5 L10 14.8 L4.4 18.5 L6 11.6 L1 7.4 L7.4 7 Z'

export const TRIGGER_MARKS: Readonly<Record<Trigger, string>> = {
  critical: STAR,
  draw: 'M4.5 1.5 H15.5 V18.5 H4.5 Z M9 5.5 V9 H5.5 V11 H9 V14.5 H11 V11 H14.5 V9 H11 V5.5 Z',
  front: 'M10 1.5 L18.5 10.5 H13 V18.5 H7 V10.5 H1.5 Z',
  heal: 'M10 18 L2.8 11 Q-0.5 7 2.6 3.8 Q6.3 0.8 10 4.8 Q13.7 0.8 17.4 3.8 Q20.5 7 17.2 11 Z',
  stand: 'M10 2.5 A7.5 7.5 0 1 1 2.8 12.2 L5.8 11.4 A4.5 4.5 0 1 0 10 5.5 V8.5 L4.8 4 L10 -0.5 Z',
  over: 'M1.5 16.5 L2.8 5.5 L7.2 9.8 L10 2.5 L12.8 9.8 L17.2 5.5 L18.5 16.5 Z',
}

/** The stat marks printed on a unit: its shield and its critical. */
export const SHIELD_MARK = 'M10 1 L18.5 3.8 Q18.5 13.5 10 19 Q1.5 13.5 1.5 3.8 Z'
export const CRITICAL_MARK = STAR

/** The art window's emblem when a card has no trigger: a unit's crest, an order's scroll. */
export const UNIT_EMBLEM = 'M10 0.5 L19.5 10 L10 19.5 L0.5 10 Z M10 4.5 L15.5 10 L10 15.5 L4.5 10 Z'
export const ORDER_EMBLEM = 'M4 1.5 H13 L17 5.5 V18.5 H4 Z M6.5 8 V9.6 H14.5 V8 Z M6.5 11.5 V13.1 H14.5 V11.5 Z M6.5 15 V16.6 H12 V15 Z'
