// A 60-card red-green deck of real cards from the bundled catalog (resources/mtg-cards.json), by
// name: 24 lands (basics and two-colour gain lands), spells of mana value 1 to 5 with a split, an
// adventure and planeswalkers, and a splash of black (Murderous Rider) that no land makes. Data
// only, so that the harness pages (in the browser) and the tests share it.
export const GRUUL_DECK: readonly (readonly [name: string, count: number])[] = [
  ['Forest', 9],
  ['Mountain', 7],
  ['Rugged Highlands', 4],
  ['Game Trail', 4],
  ['Llanowar Elves', 4],
  ['Lightning Bolt', 4],
  ['Bonecrusher Giant // Stomp', 4],
  ['Radha, Heart of Keld', 4],
  ['Leafkin Avenger', 4],
  ["Lovestruck Beast // Heart's Desire", 4],
  ['Questing Beast', 3],
  ['Garruk, Unleashed', 3],
  ['Embercleave', 3],
  ['Murderous Rider // Swift End', 2],
  ['Assure // Assemble', 1],
]
