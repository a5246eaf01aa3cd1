// Card data for decks, asked of main (the card authority) in batches by code and kept here.
// A code main does not know is remembered as unknown (null), and the deck keeps it as it is.
import { defineStore } from 'pinia'
import { ref, shallowReactive } from 'vue'
import type { GetCardsResult } from '@shared/channels/cards'
import type { AnyCard as Card } from '@shared/games'
import type { CardLookup } from '../lib/game-types'
import { api } from '../api'
import type { EarlyCards } from '../lib/early-deck'

/** cards.get takes at most 500 codes per request. */
export const CARD_BATCH = 500

const norm = (code: string) => code.trim().toUpperCase()

export const useDeckCardsStore = defineStore('deckCards', () => {
  /** Card by code as asked (upper case); null: main does not know the code. */
  const byCode = shallowReactive(new Map<string, Card | null>())
  const inFlight = new Map<string, Promise<void>>()
  const failure = ref<string | null>(null)

  function remember(cards: readonly Card[]) {
    for (const card of cards) if (!byCode.has(norm(card.code))) byCode.set(norm(card.code), card)
  }

  /** Main's answer for `codes` (normalised), in their order: cards for the known, null for the unknown. */
  function answer(codes: readonly string[], result: GetCardsResult) {
    const unknown = new Set(result.unknown.map(norm))
    let next = 0
    for (const code of codes) {
      if (unknown.has(code)) byCode.set(code, null)
      else byCode.set(code, result.cards[next++] ?? null)
    }
  }

  async function fetchBatch(codes: string[]): Promise<void> {
    try {
      answer(codes, await api.invoke('cards.get', { codes }))
      failure.value = null
    } catch (error) {
      // Not marked unknown: a later call asks again.
      failure.value = error instanceof Error ? error.message : String(error)
    } finally {
      for (const code of codes) inFlight.delete(code)
    }
  }

  /** Makes sure every code is known or known to be unknown; resolves when they are. */
  async function ensure(codes: readonly string[]): Promise<void> {
    const wanted = [...new Set(codes.map(norm))]
    const missing = wanted.filter((c) => !byCode.has(c) && !inFlight.has(c))
    for (let i = 0; i < missing.length; i += CARD_BATCH) {
      const batch = missing.slice(i, i + CARD_BATCH)
      const promise = fetchBatch(batch)
      for (const code of batch) inFlight.set(code, promise)
    }
    await Promise.all(wanted.map((c) => inFlight.get(c)).filter(Boolean))
  }

  /**
   * Takes the cards asked for a deck before the store existed (the page's early read), unless
   * some of those codes were answered or asked since; a failed early request is asked again by ensure.
   */
  async function adopt(early: Promise<EarlyCards | null>): Promise<void> {
    adoptNow(await early)
  }
  /** The same with the answer in hand. */
  function adoptNow(got: EarlyCards | null) {
    if (got && got.codes.every((code) => !byCode.has(code) && !inFlight.has(code))) answer(got.codes, got.result)
  }

  const lookup: CardLookup = (code) => byCode.get(norm(code)) ?? null
  const isResolved = (code: string) => byCode.has(norm(code))
  const isUnknown = (code: string) => byCode.get(norm(code)) === null

  /** Forgets everything (after a card database update). */
  function clear() {
    byCode.clear()
  }

  return { byCode, failure, remember, ensure, adopt, adoptNow, lookup, isResolved, isUnknown, clear }
})
