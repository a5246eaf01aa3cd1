// The decklist being imported: its lines as the user sees and fixes them, what main's tolerant
// parser makes of them (decklist.parse), and the deck that would be saved. Nothing is written
// to the library until `confirm`.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type { ParsedDecklist, ParsedLine } from '@shared/channels/decklist'
import type { DeckEntry } from '@shared/game/module'
import type { DeckFormatId as DeckFormat } from '../db/schema'
import { defaultFormatOf, validatePiles } from '../lib/deck-rules'
import { mainPileOf, pilesWithMain } from '../db/records'
import { cardCount, pileCodes } from '@shared/game/deck-piles'
import { gameModule } from '@shared/games'
import type { PileSpec } from '@shared/game/module'
import { api } from '../api'
import { deckRepository } from '../db'
import type { DeckRecord, VersionReason } from '../db/schema'
import { useDeckCardsStore } from './deckCards'
import { useGameStore } from './game'

export interface ImportRow {
  /** Stable across edits (line numbers shift when lines are dropped). */
  key: number
  text: string
  dropped: boolean
}

/** Errors that leave a card out of the deck: each must be fixed or dropped before saving. */
export function isUnresolved(line: ParsedLine | undefined): boolean {
  return line?.status === 'error' && line.error?.kind !== 'section-count'
}

/** Same line splitting as the parser (src-shared/decklist/parse.ts splitLines). */
export function splitLines(text: string): string[] {
  if (text === '') return []
  const lines = text.split(/\r\n|\r|\n/)
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop()
  return lines
}

/** A large paste is still a decklist; this is the parser channel's own limit. */
export const MAX_IMPORT_TEXT = 1024 * 1024

const REASONS: readonly VersionReason[] = ['named', 'auto-edits', 'auto-time', 'before-delete', 'before-restore', 'created']
const epoch = (iso: string) => Date.parse(iso)

export const useDecklistImportStore = defineStore('decklistImport', () => {
  const cards = useDeckCardsStore()
  const game = useGameStore()
  const rows = ref<ImportRow[]>([])
  const fileName = ref<string | null>(null)
  const parsed = shallowRef<ParsedDecklist | null>(null)
  const parsing = ref(false)
  const failure = ref<string | null>(null)
  const name = ref('')
  const format = ref<DeckFormat>(defaultFormatOf(game.current))
  /** The format the reader guessed from the cards (the list said none), said beside the choice until changed. */
  const formatGuessed = ref<DeckFormat | null>(null)
  // a format is a game's: another game's draft starts from that game's default
  watch(
    () => game.current,
    (shown) => (format.value = defaultFormatOf(shown)),
  )
  /** A backup file dropped on the window, waiting for the backup page. */
  const pendingBackup = shallowRef<{ text: string; fileName: string } | null>(null)
  let nextKey = 0
  let generation = 0

  /** A Deck Lab JSON file is read as a whole: its lines are not edited or removed one by one. */
  const isJson = computed(() => /^\s*\{/.test(rows.value.map((r) => r.text).join('\n')))
  const sentRows = computed(() => (isJson.value ? rows.value : rows.value.filter((r) => !r.dropped)))

  /** The parser's result for each row (by key); dropped rows have none in a text list. */
  const lineOf = computed(() => {
    const map = new Map<number, ParsedLine>()
    const lines = parsed.value?.lines ?? []
    sentRows.value.forEach((row, i) => {
      const line = lines[i]
      if (line) map.set(row.key, line)
    })
    return map
  })

  const unresolved = computed(() => rows.value.filter((r) => !r.dropped && isUnresolved(lineOf.value.get(r.key))))
  /** The deck's piles as read (the game's deck.piles, main first). */
  const piles = computed<Record<string, DeckEntry[]>>(() => parsed.value?.piles ?? pilesWithMain(game.current))
  const entries = computed<DeckEntry[]>(() => piles.value[mainPileOf(game.current)] ?? [])
  /** The piles besides the main deck that hold cards (FFTCG's Limit Break), with their size. */
  const otherPiles = computed<{ pile: PileSpec; total: number }[]>(() =>
    gameModule(game.current)
      .deck.piles.slice(1)
      .map((pile) => ({ pile, total: cardCount(piles.value[pile.id] ?? []) }))
      .filter(({ total }) => total > 0),
  )
  const total = computed(() => cardCount(entries.value))
  const cardsReady = computed(() => entries.value.every((e) => cards.isResolved(e.code)))
  const validation = computed(() => {
    void cards.byCode.size
    return validatePiles(game.current, piles.value, format.value, cards.lookup)
  })
  const loaded = computed(() => rows.value.length > 0)
  const canConfirm = computed(() => loaded.value && !parsing.value && parsed.value !== null && unresolved.value.length === 0 && pileCodes(piles.value).length > 0)

  async function load(text: string, file: string | null = null) {
    rows.value = splitLines(text).map((line) => ({ key: nextKey++, text: line, dropped: false }))
    fileName.value = file
    parsed.value = null
    name.value = ''
    await reparse(true)
  }

  async function reparse(fresh = false) {
    const mine = ++generation
    parsing.value = true
    try {
      const text = sentRows.value.map((r) => r.text).join('\n')
      const result = await api.invoke('decklist.parse', { text })
      if (mine !== generation) return
      parsed.value = result
      failure.value = null
      if (fresh) {
        // The user may have typed a name while the list was read: theirs wins.
        if (!name.value.trim()) name.value = result.name?.trim() || (fileName.value ? fileName.value.replace(/\.[^.]+$/, '') : '')
        format.value = result.format ?? defaultFormatOf(game.current)
        formatGuessed.value = result.formatGuessed === true ? format.value : null
      }
      const candidates = result.errors.flatMap((l) => l.error?.candidates ?? [])
      void cards.ensure(pileCodes(result.piles).concat(candidates))
    } catch (error) {
      if (mine === generation) failure.value = error instanceof Error ? error.message : String(error)
    } finally {
      if (mine === generation) parsing.value = false
    }
  }

  function row(key: number): ImportRow | undefined {
    return rows.value.find((r) => r.key === key)
  }

  async function editLine(key: number, text: string) {
    const target = row(key)
    if (!target) return
    target.text = text.replace(/[\r\n]+/g, ' ')
    target.dropped = false
    await reparse()
  }

  /** An ambiguous name settled: the line names the chosen card by its code. */
  async function pickCandidate(key: number, code: string) {
    const line = lineOf.value.get(key)
    const count = line?.count ?? 1
    // "count code" is read by every game's parser; "count code name" is FFTCG's form only
    await editLine(key, `${count} ${cards.lookup(code)?.code ?? code}`)
  }

  async function drop(key: number, dropped = true) {
    const target = row(key)
    if (!target || target.dropped === dropped) return
    target.dropped = dropped
    if (!isJson.value) await reparse()
  }

  async function dropUnresolved() {
    for (const r of unresolved.value) r.dropped = true
    if (!isJson.value) await reparse()
  }

  function reset() {
    generation++
    rows.value = []
    parsed.value = null
    fileName.value = null
    failure.value = null
    parsing.value = false
    name.value = ''
    formatGuessed.value = null
  }

  /** Saves the deck as the preview shows it, with the file's notes, tags and versions (then `reset`). */
  async function confirm(fallbackName: string): Promise<DeckRecord | null> {
    const result = parsed.value
    if (!canConfirm.value || !result) return null
    const deck = await deckRepository().importDeck({
      name: name.value.trim() || fallbackName,
      format: format.value,
      piles: piles.value,
      notes: result.notes ?? '',
      tags: result.tags ?? [],
      versions: (result.versions ?? []).map((v) => ({
        createdAt: epoch(v.createdAt),
        name: v.name ?? null,
        reason: REASONS.includes(v.reason as VersionReason) ? (v.reason as VersionReason) : v.name ? 'named' : 'auto-edits',
        piles: v.piles,
        format: v.format ?? result.format ?? format.value,
        deckName: v.deckName ?? result.name ?? name.value,
      })),
    })
    return deck
  }

  return {
    rows, fileName, parsed, parsing, failure, name, format, formatGuessed, pendingBackup, isJson, lineOf, unresolved, piles, entries, otherPiles, total,
    cardsReady, validation, loaded, canConfirm,
    load, reparse, editLine, pickCandidate, drop, dropUnresolved, reset, confirm,
  }
})
