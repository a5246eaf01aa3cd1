// Magic decks of the bundled cards for the registration's tests (dispatch, CLI, e2e): a modern
// deck of 60 with 24 basic lands, written as MTG Arena lists.
export const MODERN_SPELLS = ['Llanowar Elves', 'Lightning Bolt', 'Shock', 'Augur of Autumn', 'Bloodbriar', 'Bounding Wolf', 'Briarbridge Tracker', 'Byway Courier', 'Corrosive Ooze']

/** 9 spells ×4 and 12 Forest, 12 Mountain: 60 cards, 24 of them basic lands. */
export function modernArenaList(extra: string[] = []): string {
  return ['Deck', ...MODERN_SPELLS.map((name) => `4 ${name}`), '12 Forest', '12 Mountain', ...extra].join('\n')
}
