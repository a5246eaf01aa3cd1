// FFTCG's sample decks: two-element Opus I decks of 50 cards (8.1.1.1), three copies at most (8.1.1.2),
// built from the bundled cards; test/unit/samples/sample-decks.test.ts checks them with the module's rules.
import type { SampleDeck } from '../../game/sample-decks'

export const FFTCG_SAMPLES: readonly SampleDeck[] = [
  {
    id: 'fftcg-fire-ice',
    names: { en: 'Fire and Ice (Opus I)', fr: 'Feu et Glace (Opus I)' },
    about: { en: 'Cloud, Tifa and Zack attack early; Ice Backups and Shiva slow the opponent down.', fr: 'Cloud, Tifa et Zack attaquent tôt ; les Soutiens de Glace et Shiva ralentissent l’adversaire.' },
    format: 'constructed',
    decklist: [
      '3 1-016C Tifa', '3 1-009C Cloud', '3 1-005R Warrior of Light', '3 1-012R Zack', '2 1-015L Jecht', '1 1-006H Garland',
      '3 1-003C Red Mage', '3 1-010C Black Mage', '3 1-011C Evoker', '3 1-004C Ifrit', '3 1-033C Argath', '3 1-037H Kuja',
      '3 1-032C Chemist', '3 1-031C Chemist', '3 1-036C Bard', '2 1-034R Orran', '3 1-038R Shiva', '3 1-039C Shiva',
    ].join('\n'),
  },
  {
    id: 'fftcg-wind-earth',
    names: { en: 'Wind and Earth (Opus I)', fr: 'Vent et Terre (Opus I)' },
    about: { en: 'Cheap Wind Forwards and strong Earth ones on 17 Backups; Golem and Titan protect them.', fr: 'Des Avants de Vent peu chers et de solides Avants de Terre sur 17 Soutiens ; Golem et Titan les protègent.' },
    format: 'constructed',
    decklist: [
      '3 1-068C Evoker', '3 1-105C Evoker', '3 1-065C Aerith', '3 1-100C Black Belt', '3 1-115C Geomancer', '2 1-088C Archer',
      '3 1-086C Yuffie', '3 1-087C Archer', '3 1-119C Monk', '3 1-113C Delita', '3 1-205S Barret', '3 1-069C Thief',
      '3 1-073C Cid Highwind', '3 1-202S Vincent', '3 1-106C Golem', '3 1-110C Titan', '3 1-074R Sylph',
    ].join('\n'),
  },
]
