// The decks and seeds the playtest walks are written for, shared by the e2e specs and the
// screenshot sweep (test/shots/table.spec.ts), so the sweep shows the moments the specs test.

/** FFTCG, seed 39 on the play: after the mulligan the hand holds Red Mage (auto-pay), Tifa (Haste,
 *  two legal payments) and Zack; the first damage is Shiva, an EX Burst. */
export const FFTCG_SEED = 39
export const FFTCG_DECK = `Deck: Opus I Fire Ice
3 1-016C Tifa
3 1-009C Cloud
3 1-005R Warrior of Light
3 1-012R Zack
2 1-015L Jecht
1 1-006H Garland
3 1-003C Red Mage
3 1-010C Black Mage
3 1-011C Evoker
3 1-004C Ifrit
3 1-033C Argath
3 1-037H Kuja
3 1-032C Chemist
3 1-031C Chemist
3 1-036C Bard
2 1-034R Orran
3 1-038R Shiva
3 1-039C Shiva
`

/** The creature game, seed 7 on the play: 40 cards of the demo set, creatures only, so every
 *  turn has something to summon. */
export const CREATURES_SEED = 7
export const CREATURES_DECK = `3 Ember Pup (CR-001)
3 Moss Sprite (CR-002)
3 Pebble Golem (CR-003)
3 Tidecrab (CR-004)
3 Thorn Hare (CR-006)
3 Reed Serpent (CR-008)
3 Quartz Beetle (CR-011)
3 Gale Finch (CR-012)
3 Ironhide Boar (CR-013)
3 Dusk Lynx (CR-016)
3 Ember Knight (CR-018)
3 Storm Heron (CR-014)
1 Vale Matriarch (CR-023)
3 Brook Otter (CR-010)
`
