// The deck construction rules Deck Lab checks, by their number in the Magic Comprehensive Rules
// (sources and wording: docs/games/mtg.md). The French rules text of the project covers the turn
// only; deck construction is in the Comprehensive Rules' sections 100, 702 and 903.
export const DECK_RULE = {
  /** 100.2a: constructed decks have 60 cards or more, at most 4 of a name except basic lands. */
  constructed: '100.2a',
  /** 100.2b: limited decks have 40 cards or more, any number of copies. */
  limited: '100.2b',
  /** 100.4a: a constructed sideboard holds at most 15 cards; the copy limit counts both. */
  sideboard: '100.4a',
  /** 100.6: the tournament rules limit the cards of each format (banned, restricted, not legal). */
  cardPool: '100.6',
  /** 702.124: two commanders only if both have partner. */
  partner: '702.124',
  /** 702.139a: a companion waits in the sideboard (in Commander, the only sideboard card). */
  companion: '702.139a',
  /** 903.3: a Commander deck has a legendary creature as its commander. */
  commander: '903.3',
  /** 903.5a: exactly 100 cards, the commander included. */
  commanderSize: '903.5a',
  /** 903.5b: singleton, basic lands aside. */
  singleton: '903.5b',
  /** 903.5c: every card's colour identity (903.4) within the commander's. */
  colorIdentity: '903.5c',
  /** 903.12c: in Brawl a legendary planeswalker may be the commander too. */
  brawlCommander: '903.12c',
  /** 903.12d: a Brawl deck has exactly 60 cards, its commander included. */
  brawlSize: '903.12d',
  /** 903.12e: a colourless commander's Brawl deck may hold basic lands of one basic land type. */
  brawlBasics: '903.12e',
  /**
   * MTG Arena's Brawl: 100 cards, its commander included. Not a Comprehensive Rules number (CR
   * 903.12d says 60): Arena's own format rules (docs/games/mtg.md, "Brawl").
   */
  arenaBrawlSize: 'MTG Arena Brawl',
} as const

/** Whether a rule is a Comprehensive Rules number (messages say "rule 903.5a") or another source's name. */
export const isRuleNumber = (rule: string): boolean => /^\d/.test(rule)
