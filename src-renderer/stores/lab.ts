// The opening lab of the open deck: the run's parameters, the job in main (started, polled every
// POLL_MS for progress and partial figures, cancelled), and the saved runs of the deck. Finished
// runs are saved with the deck's card list (Dexie `labResults`) so versions can be compared.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type { LabReport, LabStatus } from '@shared/channels/lab'
import type { DeckEntry } from '@shared/game/module'
import type { DeckFormatId as DeckFormat } from '../db/schema'
import { GAME_IDS, gameModule, type GameId } from '@shared/games'
import { useGameStore } from './game'
import { ApiError } from '@shared/api-envelope'
import { api } from '../api'
import { entriesHash, labResultRepository, type PlayedPiles, type SavedLabRun } from '../db/labResults'
import type { LabRunParameters } from '../db/schema'

export const POLL_MS = 150
export const DEFAULT_GAMES = 100_000
export const MAX_GAMES = 1_000_000
export const MAX_TURNS = 10
/** A game's keep policies by name: its module's presets. */
export const labPresets = (game: GameId): readonly string[] => gameModule(game).lab?.presets ?? []
/** Every game's preset names (their labels are `lab.policy.name.<name>`; no two games share one). */
export const LAB_PRESETS: readonly string[] = GAME_IDS.flatMap(labPresets)
const customExampleOf = (game: GameId) => JSON.stringify(gameModule(game).lab?.customExample ?? {}, null, 2)
/** A preset's name, or 'custom'. */
export type LabPolicyChoice = string

export type LabPhase = 'idle' | 'starting' | 'running' | 'done' | 'cancelled' | 'failed'

/** What the lab needs of the deck being edited. */
export interface LabDeckInput {
  deckId: string
  deckName: string
  /** The main pile. */
  entries: readonly DeckEntry[]
  /** The deck's other piles the game is played with (Vanguard's ride deck), sent as game.new takes them. */
  piles?: PlayedPiles
  format: DeckFormat
  /** The deck's versions (newest first): a run is saved with the one holding the same cards. */
  versions?: readonly { id: string; entries: readonly DeckEntry[]; piles?: PlayedPiles }[]
}

const plainEntries = (entries: readonly DeckEntry[]) => entries.map((e) => ({ code: e.code, count: e.count }))

export const randomSeed = () => globalThis.crypto.getRandomValues(new Uint32Array(1))[0]!

export const useLabStore = defineStore('lab', () => {
  // parameters
  const games = ref(DEFAULT_GAMES)
  const seed = ref<number>(randomSeed())
  const onThePlay = ref(true)
  const turns = ref(5)
  // The choices are the shown game's; switching games starts again from that game's own.
  const shown = useGameStore()
  const presets = computed(() => labPresets(shown.current))
  const policy = ref<LabPolicyChoice>(presets.value[0] ?? 'custom')
  const customJson = ref(customExampleOf(shown.current))
  const comparePolicies = ref<LabPolicyChoice[]>(presets.value.slice(0, 2))
  watch(
    () => shown.current,
    (game) => {
      policy.value = presets.value[0] ?? 'custom'
      comparePolicies.value = presets.value.slice(0, 2)
      customJson.value = customExampleOf(game)
    },
  )

  // the job
  const phase = ref<LabPhase>('idle')
  const mode = ref<'single' | 'compare'>('single')
  const jobId = ref<string | null>(null)
  const status = shallowRef<LabStatus | null>(null)
  const report = shallowRef<LabReport | null>(null)
  const error = ref<string | null>(null)
  const errorDetails = ref<string[]>([])
  const runParameters = shallowRef<LabRunParameters | null>(null)
  let timer: ReturnType<typeof setTimeout> | null = null
  let runDeck: LabDeckInput | null = null

  // saved runs
  const deckId = ref<string | null>(null)
  const saved = shallowRef<SavedLabRun[]>([])
  const savedError = ref<string | null>(null)
  const compareWith = ref<string | null>(null)
  const lastSaved = shallowRef<SavedLabRun | null>(null)

  const running = computed(() => phase.value === 'starting' || phase.value === 'running')
  const done = computed(() => status.value?.done ?? 0)
  const total = computed(() => status.value?.total ?? runParameters.value?.games ?? 0)
  const progress = computed(() => (total.value > 0 ? done.value / total.value : 0))
  const elapsedMs = computed(() => status.value?.elapsedMs ?? 0)
  const partial = computed(() => running.value && report.value !== null)
  const baseline = computed(() => saved.value.find((r) => r.id === compareWith.value) ?? null)

  /** Switches to a deck: its saved runs; a job of another deck is cancelled. */
  async function bind(id: string) {
    if (deckId.value !== id) {
      if (running.value) await cancel()
      deckId.value = id
      reset()
      compareWith.value = null
      saved.value = []
    }
    await refreshSaved()
  }

  function reset() {
    phase.value = 'idle'
    status.value = null
    report.value = null
    jobId.value = null
    error.value = null
    errorDetails.value = []
    lastSaved.value = null
  }

  async function refreshSaved() {
    if (!deckId.value) return
    try {
      saved.value = await labResultRepository().forDeck(deckId.value)
      savedError.value = null
    } catch (e) {
      savedError.value = messageOf(e)
    }
  }

  /** The policy request for one choice: a preset name, or the parsed JSON of the advanced editor. */
  function policyOf(choice: LabPolicyChoice): unknown {
    if (choice !== 'custom') return choice
    try {
      return JSON.parse(customJson.value) as unknown
    } catch (e) {
      throw new PolicyJsonError((e as Error).message)
    }
  }

  function parameters(policies: LabPolicyChoice[], deck: LabDeckInput): LabRunParameters {
    return {
      games: clamp(games.value, 1, MAX_GAMES, DEFAULT_GAMES),
      seed: Number.isFinite(seed.value) ? Math.trunc(seed.value) >>> 0 : randomSeed(),
      onThePlay: onThePlay.value,
      format: deck.format,
      turns: clamp(turns.value, 0, MAX_TURNS, 5),
      policies: policies.map(policyOf),
    }
  }

  async function run(deck: LabDeckInput) {
    await launch(deck, 'single', [policy.value])
  }

  async function compare(deck: LabDeckInput) {
    await launch(deck, 'compare', comparePolicies.value.slice(0, 3))
  }

  async function launch(deck: LabDeckInput, kind: 'single' | 'compare', choices: LabPolicyChoice[]) {
    if (running.value) return
    stopPolling()
    reset()
    mode.value = kind
    runDeck = deck
    phase.value = 'starting'
    try {
      const params = parameters(choices, deck)
      runParameters.value = params
      const piles = Object.entries(deck.piles ?? {}).filter(([, list]) => list.length)
      const request = {
        deck: plainEntries(deck.entries),
        ...(piles.length ? { piles: Object.fromEntries(piles.map(([id, list]) => [id, plainEntries(list)])) } : {}),
        games: params.games,
        seed: params.seed,
        onThePlay: params.onThePlay,
        format: params.format,
        turns: params.turns,
      }
      const started =
        kind === 'single'
          ? await api.invoke('lab.start', { ...request, policy: params.policies[0] as never })
          : await api.invoke('lab.compare', { ...request, policies: params.policies as never })
      jobId.value = started.jobId
      phase.value = 'running'
      schedule()
    } catch (e) {
      fail(e)
    }
  }

  function schedule() {
    timer = setTimeout(() => void tick(), POLL_MS)
  }

  function stopPolling() {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }

  async function tick() {
    timer = null
    const id = jobId.value
    if (!id) return
    try {
      const next = await api.invoke('lab.status', { jobId: id })
      if (jobId.value !== id) return // a newer job, or a reset, while this answer was on its way
      status.value = next
      if (next.results) report.value = next.results
      if (next.running) {
        if (phase.value === 'running') schedule()
        return
      }
      await finish(next)
    } catch (e) {
      if (jobId.value === id) fail(e)
    }
  }

  async function finish(final: LabStatus) {
    if (final.state === 'failed') {
      phase.value = 'failed'
      error.value = final.error ?? 'failed'
      return
    }
    if (final.state === 'cancelled') {
      phase.value = 'cancelled'
      return
    }
    phase.value = 'done'
    if (final.results && runDeck && runParameters.value) {
      // the seed actually used, so that "run again" repeats the run exactly
      seed.value = final.results.seed
      try {
        lastSaved.value = await labResultRepository().save({
          deckId: runDeck.deckId,
          deckName: runDeck.deckName,
          entries: runDeck.entries,
          ...(runDeck.piles ? { piles: runDeck.piles } : {}),
          versionId: versionFor(runDeck),
          parameters: { ...runParameters.value, seed: final.results.seed },
          results: final.results,
        })
        await refreshSaved()
      } catch (e) {
        savedError.value = messageOf(e)
      }
    }
  }

  async function cancel() {
    const id = jobId.value
    if (!id || !running.value) return
    stopPolling()
    phase.value = 'cancelled'
    try {
      await api.invoke('lab.cancel', { jobId: id })
      const last = await api.invoke('lab.status', { jobId: id })
      if (jobId.value === id) {
        status.value = last
        if (last.results) report.value = last.results
      }
    } catch (e) {
      if (jobId.value === id) fail(e)
    }
  }

  function fail(e: unknown) {
    stopPolling()
    phase.value = 'failed'
    error.value = messageOf(e)
    errorDetails.value = e instanceof ApiError ? e.details.map((d) => (d.field ? `${d.field}: ${d.message}` : d.message)) : []
  }

  async function removeSaved(id: string) {
    await labResultRepository().remove(id)
    if (compareWith.value === id) compareWith.value = null
    await refreshSaved()
  }

  /** Shows a saved run's figures as the current ones (and its parameters in the form). */
  function showSaved(run: SavedLabRun) {
    if (running.value) return
    reset()
    phase.value = 'done'
    mode.value = run.parameters.policies.length > 1 ? 'compare' : 'single'
    report.value = run.results
    runParameters.value = run.parameters
    games.value = run.parameters.games
    seed.value = run.parameters.seed
    onThePlay.value = run.parameters.onThePlay
    turns.value = run.parameters.turns
  }

  return {
    games, seed, onThePlay, turns, presets, policy, customJson, comparePolicies,
    phase, mode, jobId, status, report, error, errorDetails, runParameters,
    deckId, saved, savedError, compareWith, lastSaved, baseline,
    running, done, total, progress, elapsedMs, partial,
    bind, run, compare, cancel, refreshSaved, removeSaved, showSaved, reset, stopPolling,
  }
})

function versionFor(deck: LabDeckInput): string | null {
  const hash = entriesHash(deck.entries, deck.piles)
  return deck.versions?.find((v) => entriesHash(v.entries, v.piles) === hash)?.id ?? null
}

export class PolicyJsonError extends Error {
  constructor(detail: string) {
    super(`policy JSON: ${detail}`)
    this.name = 'PolicyJsonError'
  }
}

const clamp = (v: number, lo: number, hi: number, fallback: number) => (Number.isFinite(v) ? Math.min(hi, Math.max(lo, Math.round(v))) : fallback)

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e)
}
