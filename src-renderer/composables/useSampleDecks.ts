// The current game's sample decks, opened in one click: the list is read by main's decklist parser
// (as a paste is) and saved as an ordinary deck, which the player can then change or copy. A deck
// of the same name already in the library is opened instead, so repeated clicks do not pile copies.
import { computed, ref } from 'vue'
import { useRouter } from 'vue-router'
import { sampleDecksOf, type SampleDeck } from '@shared/games/sample-decks'
import { api } from '../api'
import { deckRepository } from '../db'
import type { DeckFormatId, DeckRecord } from '../db/schema'
import { useGameStore } from '../stores/game'
import { useLocale } from './useLocale'

export type SampleDestination = 'deck' | 'playtest' | 'lab'

const PATHS: Record<SampleDestination, (id: string) => string> = {
  deck: (id) => `/decks/${id}`,
  playtest: (id) => `/playtest/${id}`,
  lab: (id) => `/decks/${id}?tab=lab`,
}

export function useSampleDecks() {
  const game = useGameStore()
  const router = useRouter()
  const { locale } = useLocale()
  const samples = computed(() => sampleDecksOf(game.current))
  /** The sample being opened (its buttons wait), and why the last one could not be. */
  const opening = ref<string | null>(null)
  const failure = ref<string | null>(null)

  async function deckOf(sample: SampleDeck, tag: string): Promise<DeckRecord> {
    const repo = deckRepository()
    const name = sample.names[locale.value]
    const existing = (await repo.list()).find((d) => d.name === name)
    if (existing) return existing
    const parsed = await api.invoke('decklist.parse', { text: sample.decklist })
    // A bundled list always reads whole (tested); a card data replaced by the user may not have its cards.
    const missing = parsed.errors.map((line) => line.text)
    if (missing.length) throw new Error(missing.join(', '))
    return repo.create({ name, format: sample.format as DeckFormatId, piles: parsed.piles, tags: [tag] })
  }

  async function open(sample: SampleDeck, where: SampleDestination, tag: string): Promise<void> {
    if (opening.value) return
    opening.value = sample.id
    failure.value = null
    try {
      const deck = await deckOf(sample, tag)
      await router.push(PATHS[where](deck.id))
    } catch (error) {
      failure.value = error instanceof Error ? error.message : String(error)
    } finally {
      opening.value = null
    }
  }

  return { samples, opening, failure, open }
}
