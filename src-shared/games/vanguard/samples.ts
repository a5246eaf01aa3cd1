// Vanguard's sample decks: the two first trial decks of the D series (Dragon Empire's Blaze Maidens,
// Keter Sanctuary's Diabolos), 50 cards with their four-card ride deck (DC-50), as VanguardEngine
// lists them (test/unit/vanguard/vanguardengine_decks.json); test/unit/samples/sample-decks.test.ts
// checks them with the module's rules.
import type { SampleDeck } from '../../game/sample-decks'

export const VANGUARD_SAMPLES: readonly SampleDeck[] = [
  {
    id: 'vanguard-dsd01',
    names: { en: 'Blaze Maidens (trial deck D-SD01)', fr: 'Blaze Maidens (deck d’essai D-SD01)' },
    about: { en: 'Dragon Empire: ride up to Blaze Maiden, Reiyu and attack with the whole front row.', fr: 'Dragon Empire : ridez jusqu’à Blaze Maiden, Reiyu et attaquez avec toute la première ligne.' },
    format: 'ride-deck',
    decklist: [
      '#RideDeck', '1x dsd01_004', '1x dsd01_001', '1x dsd01_002', '1x dsd01_003',
      '#MainDeck', '3x dsd01_013', '4x dsd01_014', '4x dsd01_011', '4x dsd01_012', '4x dsd01_009', '3x dsd01_003', '4x dsd01_008',
      '3x dsd01_007', '1x dbt01_013', '4x dsd01_006', '3x dsd01_005', '3x dsd01_001', '3x dsd01_002', '3x dsd01_015',
    ].join('\n'),
  },
  {
    id: 'vanguard-dsd02',
    names: { en: 'Diabolos (trial deck D-SD02)', fr: 'Diabolos (deck d’essai D-SD02)' },
    about: { en: 'Brandt Gate: ride the Diabolos line to “Violence” Bruce and press with boosted attacks.', fr: 'Brandt Gate : ridez la lignée Diabolos jusqu’à « Violence » Bruce et insistez avec des attaques boostées.' },
    format: 'ride-deck',
    decklist: [
      '#RideDeck', '1x dsd02_004', '1x dsd02_001', '1x dsd02_002', '1x dsd02_003',
      '#MainDeck', '3x dsd02_001', '3x dsd02_002', '3x dsd02_003', '4x dsd02_005', '3x dsd02_006', '3x dsd02_007', '4x dsd02_008',
      '4x dsd02_009', '1x dsd02_010', '4x dsd02_011', '4x dsd02_012', '3x dsd02_013', '4x dsd02_014', '3x dsd02_015',
    ].join('\n'),
  },
]
