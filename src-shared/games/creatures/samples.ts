// The creature game's sample decks: 40 cards of the bundled demo set (standard format), three
// copies at most and one of a starred card (the module's copy limits); test/unit/samples/
// sample-decks.test.ts checks them with the module's rules.
import type { SampleDeck } from '../../game/sample-decks'

export const CREATURES_SAMPLES: readonly SampleDeck[] = [
  {
    id: 'creatures-beasts',
    names: { en: 'Beasts and friends (demo set)', fr: 'Bêtes et compagnie (set de démo)' },
    about: { en: 'Creatures only: a summon every turn, level 1 attackers, and Vale Matriarch to lead the Beasts.', fr: 'Rien que des créatures : une invocation à chaque tour, des attaquants de niveau 1 et Vale Matriarch pour mener les Bêtes.' },
    format: 'standard',
    decklist: [
      '3 Ember Pup (CR-001)', '3 Moss Sprite (CR-002)', '3 Pebble Golem (CR-003)', '3 Tidecrab (CR-004)', '3 Thorn Hare (CR-006)',
      '3 Reed Serpent (CR-008)', '3 Quartz Beetle (CR-011)', '3 Gale Finch (CR-012)', '3 Ironhide Boar (CR-013)', '3 Dusk Lynx (CR-016)',
      '3 Ember Knight (CR-018)', '3 Storm Heron (CR-014)', '1 Vale Matriarch (CR-023)', '3 Brook Otter (CR-010)',
    ].join('\n'),
  },
  {
    id: 'creatures-stone-and-sky',
    names: { en: 'Stone and sky (demo set)', fr: 'Pierre et ciel (set de démo)' },
    about: { en: 'Golems hold the ground while Birds attack, with equipment, effects and two terrains.', fr: 'Les Golems tiennent le terrain pendant que les Oiseaux attaquent, avec équipements, effets et deux terrains.' },
    format: 'standard',
    decklist: [
      '3 Pebble Golem (CR-003)', '3 Quartz Beetle (CR-011)', '3 Gale Finch (CR-012)', '3 Grove Warden (CR-015)', '3 Storm Heron (CR-014)',
      '2 Basalt Colossus (CR-020)', '2 Thunder Roc (CR-021)', '3 Tidecrab (CR-004)', '3 Moss Sprite (CR-002)', '1 Thorn Hare (CR-006)',
      '3 Second Wind (EF-002)', '2 Sudden Gust (EF-001)', '1 Mending Light (EF-006)', '3 Copper Claws (EQ-001)', '2 Feathered Cloak (EQ-004)',
      '2 Old Quarry (TR-003)', '1 High Winds (TR-004)',
    ].join('\n'),
  },
]
