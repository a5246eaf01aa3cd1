// What the engine's refusals and events cite. TEXT: sections of the rules text
// ../shared/rules/mtg-structure-du-tour.txt ("Cours 1 – Structure du tour", the comprehensive
// rules' section 5), by its numbers, or by its headings where it numbers nothing. CR: the
// comprehensive rules' numbers for what the text leaves to other sections (the mulligan, casting,
// mana, keywords, state-based actions), named "CR" so that nobody looks for them in the text.
export const TEXT = {
  /** The five phases, in order; each happens every turn. */
  phases: 'Structure du tour',
  /** A step or phase with priority ends when the player passes with the stack empty. */
  stepEnds: 'Changement de phase/étape',
  /** Mana left in the pool is lost when a step or phase ends (also turn-based action 14). */
  manaEmpties: 'Effets et leur durée',
  phasing: '1.1.a',
  untap: '1.1.b',
  /** No player receives priority in the untap step. */
  untapNoPriority: '1.1',
  upkeep: '1.2',
  draw: '1.3.a',
  drawPriority: '1.3.c',
  /** The main phase: sorcery-speed spells and the land play. */
  main: '2',
  beginCombat: '3.1',
  declareAttackers: '3.2.a',
  /** Attackers are untapped and have haste or were controlled since the turn began. */
  attackerChoice: '3.2.a-1',
  /** Declared attackers tap (vigilance aside). */
  attackersTap: '3.2.a-6',
  /** No attacker: the declare blockers and combat damage steps are skipped. */
  noAttackers: '3.2',
  declareBlockers: '3.3.a',
  /** Blockers are untapped; each blocks a creature attacking its controller. */
  blockerChoice: '3.3.a-1',
  damageOrder: '3.3.b',
  damage: '3.4.a',
  damageDealt: '3.4.c',
  /** With first or double strike, a second combat damage step. */
  firstStrike: '3.4',
  endCombat: '3.5',
  endStep: '5.1',
  discard: '5.2.a',
  /** Damage wears off; priority only if something happened. */
  cleanup: '5.2',
} as const

export const CR = {
  startingLife: 'CR 103.4',
  mulligan: 'CR 103.5',
  firstDraw: 'CR 103.8a',
  priority: 'CR 117.3',
  mana: 'CR 106.4',
  manaAbility: 'CR 605.1a',
  sick: 'CR 302.6',
  landPlay: 'CR 305.2',
  casting: 'CR 601.2',
  timing: 'CR 307.1',
  flash: 'CR 702.8',
  costPaid: 'CR 601.2h',
  x: 'CR 107.3',
  resolve: 'CR 608.3',
  stack: 'CR 405.5',
  deathtouch: 'CR 702.2',
  doubleStrike: 'CR 702.4',
  firstStrike: 'CR 702.7',
  haste: 'CR 702.10',
  lifelink: 'CR 702.15',
  trample: 'CR 702.19',
  vigilance: 'CR 702.20',
  zeroLife: 'CR 704.5a',
  emptyDraw: 'CR 704.5b',
  zeroToughness: 'CR 704.5f',
  lethalDamage: 'CR 704.5g',
  deathtouchDamage: 'CR 704.5h',
  legendRule: 'CR 704.5j',
  concede: 'CR 104.3a',
  /** A Commander game: the commander starts in the command zone. */
  commandZone: 'CR 903.6',
  /** Casting the commander from the command zone costs {2} more per earlier cast. */
  commanderTax: 'CR 903.8',
  /** A commander put into a graveyard or exile may go to the command zone (a state-based action). */
  commanderReturn: 'CR 903.9a',
  /** 21 combat damage from one commander: that player loses (CR 704.6c). */
  commanderDamage: 'CR 903.10a',
  /** Commander's free first mulligan (CR 103.5c, multiplayer and Brawl; interpretation for the goldfish). */
  freeMulligan: 'CR 103.5c',
  manual: 'CR 100.1',
} as const
