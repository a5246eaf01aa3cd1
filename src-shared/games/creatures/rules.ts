// The sections of the creature game's rules text (../shared/rules/jeu-de-creatures-regles.txt)
// that refusals, deck issues and events cite. The text numbers only some of its parts; the
// others are cited by their heading. `I<n>` are the project's interpretations of cases the text
// leaves open, each listed and explained in docs/games/creatures.md.
export const RULE = {
  /** "Le Plateau": 5 creature slots, 5 magic slots, graveyard, deck, terrain zone, shared isolation zone. */
  board: 'Plateau',
  /** "Le déroulement du jeu": 8000 LP, hand of 5, the partial mulligan, the draw, the phases. */
  flow: 'Déroulement',
  postures: '1.2',
  levels: '1.3',
  clash: '1.3.1',
  skills: '1.4',
  magic: '2.1',
  terrain: '3.1',
  /** "Les Points d'Action". */
  ap: 'PA',
  /** "Règles supplémentaires/précisions". */
  extra: 'RS',
} as const

/** The interpretations of docs/games/creatures.md, by number. */
export const INTERPRETATION = {
  deckSize: 'I1',
  restEnds: 'I2',
  clashTieOffensive: 'I3',
  clashTieDefensive: 'I4',
  lostTarget: 'I5',
  effectAfterUse: 'I6',
  terrainReplaced: 'I7',
  freeActions: 'I8',
  postureChange: 'I9',
  lifeZero: 'I10',
  emptyDeck: 'I11',
  attackWhenSummoned: 'I12',
  mustTarget: 'I13',
  equipmentFollows: 'I14',
  opponentTurnActions: 'I15',
  maxLevel: 'I16',
} as const
