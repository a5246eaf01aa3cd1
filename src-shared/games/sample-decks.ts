// The sample decks of each game (the first-start page and the empty library offer them).
import type { SampleDeck } from '../game/sample-decks'
import type { GameId } from '.'
import { CREATURES_SAMPLES } from './creatures/samples'
import { FFTCG_SAMPLES } from './fftcg/samples'
import { MTG_SAMPLES } from './mtg/samples'
import { VANGUARD_SAMPLES } from './vanguard/samples'

export type { SampleDeck }

const SAMPLES: Readonly<Record<GameId, readonly SampleDeck[]>> = {
  fftcg: FFTCG_SAMPLES,
  mtg: MTG_SAMPLES,
  vanguard: VANGUARD_SAMPLES,
  creatures: CREATURES_SAMPLES,
}

export function sampleDecksOf(game: GameId): readonly SampleDeck[] {
  return SAMPLES[game]
}
