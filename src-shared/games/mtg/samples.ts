// Magic's sample decks: mono-coloured Standard creature decks of 60 cards with 24 basic lands
// (CR 100.2a: 60 or more; at most 4 of a card other than basic lands), from the bundled cards whose
// snapshot marks them Standard-legal; test/unit/samples/sample-decks.test.ts checks them.
import type { SampleDeck } from '../../game/sample-decks'

const list = (lines: string[]) => lines.join('\n')

export const MTG_SAMPLES: readonly SampleDeck[] = [
  {
    id: 'mtg-mono-green',
    names: { en: 'Green creatures (Standard)', fr: 'Créatures vertes (Standard)' },
    about: { en: 'Big creatures for their cost, cast on curve and sent to attack.', fr: 'De grosses créatures pour leur coût, lancées dans l’ordre des coûts et envoyées à l’attaque.' },
    format: 'standard',
    decklist: list([
      '24 Forest', '4 Tajuru Blightblade', '4 Devkarin Dissident', '4 Pestilent Wolf', '4 Murasa Brute', '4 Wary Okapi',
      '4 Bounding Wolf', '4 Wild Ceratok', "4 Gaea's Protector", '4 Tajuru Snarecaster',
    ]),
  },
  {
    id: 'mtg-mono-white',
    names: { en: 'White weenie (Standard)', fr: 'Petits blancs (Standard)' },
    about: { en: 'Many cheap creatures, some flying or with lifelink, to attack from turn 2.', fr: 'Beaucoup de créatures peu chères, certaines volantes ou avec le lien de vie, pour attaquer dès le tour 2.' },
    format: 'standard',
    decklist: list([
      '24 Plains', "4 Healer's Hawk", '4 Cliffhaven Sell-Sword', '4 Knight of New Benalia', '4 Mesa Unicorn', '4 Expedition Healer',
      '4 Knight of the Keep', '4 Benalish Marshal', '4 Aven Sentry', '4 Mesa Lynx',
    ]),
  },
  {
    id: 'mtg-mono-red',
    names: { en: 'Red attackers (Standard)', fr: 'Attaquants rouges (Standard)' },
    about: { en: 'Fast red creatures with double strike and pumps; the opponent must answer at once.', fr: 'Des créatures rouges rapides, avec double initiative et bonus ; l’adversaire doit répondre tout de suite.' },
    format: 'standard',
    decklist: list([
      '24 Mountain', '4 Weaselback Redcap', '4 Lambholt Harrier', '4 Teeterpeak Ambusher', '4 Fearless Halberdier', '4 Raging Redcap',
      '4 Pyromantic Pilgrim', '4 Rampaging Cyclops', '4 Fallaji Chaindancer', '4 Keldon Raider',
    ]),
  },
]
