// What refusals, deck issues and events of Cardfight!! Vanguard cite. The rules text
// (../shared/rules/vanguard-regles.txt) numbers nothing but the battle steps, so phases are cited
// by their French names and the battle steps by number. The text has no deck construction
// rules: the DC-* ids are the official ones (source and wording in docs/games/vanguard.md).
export const PHASE_RULE = {
  stand: 'Phase de Stand',
  draw: 'Phase de pioche',
  gAssist: 'Phase d’assistance G',
  ride: 'Phase de Ride',
  main: 'Phase principale',
  battle: 'Phase de combat',
  end: 'Phase de fin',
} as const

export const BATTLE_STEP_RULE = {
  start: '1. Démarrez l’étape',
  attack: '2. Étape d’attaque',
  guard: '3. Étape de garde',
  drive: '4. Étape de conduite',
  damage: '5. Étape des dommages',
  close: '6. Fermer l’étape',
} as const

/**
 * A player with six or more cards in their damage zone loses (5. Étape des dommages). The one
 * figure of the damage limit: the module's meta, the renderer's damage zone and the engine read it.
 */
export const DAMAGE_LIMIT = 6

/** Deck construction (official rules, not in the French text; docs/games/vanguard.md). */
export const DECK_RULE = {
  size: 'DC-50',
  copies: 'DC-4-copies',
  triggers: 'DC-16-triggers',
  heal: 'DC-4-heal',
  over: 'DC-1-over',
  sentinel: 'DC-4-sentinels',
  rideDeck: 'DC-ride-deck',
  startingVanguard: 'DC-starting-vanguard',
  notInDeck: 'DC-tokens',
} as const

/** Before the first turn (official rules, not in the French text; docs/games/vanguard.md). */
export const SETUP_RULE = {
  /** The starting vanguard face down on (VC); the ride deck (if any) set aside; a hand of 5. */
  setup: 'SU-setup',
  /** Once: any cards of the hand go back into the deck, it is shuffled, and as many are drawn. */
  mulligan: 'SU-mulligan',
  /**
   * The first player's first turn has no battle phase (official rules, Comprehensive Rules
   * "Preparing the game"; not in the French text; docs/games/vanguard.md, Interpretations).
   */
  firstTurn: 'SU-first-turn',
} as const

/** Abilities (COMPETENCES DES CARTES: ACT, AUTO, CONT) are applied by hand with the manual actions. */
export const ABILITY_RULE = 'COMPETENCES DES CARTES'

/**
 * Losing by deck-out is not in the French text: the official rule (Comprehensive Rules 1.2.2.2,
 * checked at each check timing, 1.2.2) is that a player with no cards in their deck loses at
 * once, not only when a card is needed. docs/games/vanguard.md.
 */
export const GAME_END_RULE = { deckOut: 'CR 1.2.2.2', concede: 'GE-concede' } as const

/**
 * An over trigger is removed from the game when it triggers, on a drive or a damage check: its
 * reminder text ("When revealed as a trigger, remove that card", D-BT01/013) and the D-series
 * rules. The French text sends it to the drop zone; docs/games/vanguard.md.
 */
export const OVER_TRIGGER_RULE = 'OT-removed'
