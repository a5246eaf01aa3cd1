// The Gruul deck the Magic table's harness and component tests play: 60 real
// cards of the committed catalog (resources/mtg-cards.json), 24 lands (basic Forests and
// Mountains, Game Trail taps for {R} or {G}) and 36 spells.
export const GRUUL_LIST: readonly (readonly [string, number])[] = [
  ['Forest', 10],
  ['Mountain', 10],
  ['Game Trail', 4],
  ['Llanowar Elves', 4],
  ['Wayward Guide-Beast', 4],
  ['Falkenrath Reaver', 4],
  ['Deathcap Cultivator', 4],
  ['Bounding Wolf', 4],
  ['Gloomwidow', 4],
  ['Dryad Militant', 4],
  ['Contortionist Troupe', 4],
  ['Shock', 4],
]
