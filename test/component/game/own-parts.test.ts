// Issue 11: the generic filter state and lab comparisons know no game; FFTCG's named filter groups,
// its mulligan advisor and its headline figures are its renderer parts (src-renderer/games/fftcg/).
import { describe, expect, it } from 'vitest'
import type { PolicyReport } from '@shared/games'
import { countActiveFilters, emptyFilters, toCardFilters } from '../../../src-renderer/lib/filters'
import { headlines } from '../../../src-renderer/composables/useLabAdvice'
import { rendererGame } from '../../../src-renderer/games'
import { i18nFor } from '../fixtures'
import single from '../lab/fixtures/single-report.json'

describe('the filter state: field choices for any game, FFTCG’s own groups through its parts', () => {
  it('an empty panel sends nothing and counts nothing', () => {
    expect(toCardFilters(emptyFilters())).toBeUndefined()
    expect(countActiveFilters(emptyFilters())).toBe(0)
  })

  it('translates every FFTCG group as the API takes it, the elements’ match mode not counted as a filter', () => {
    const state = {
      ...emptyFilters(),
      elements: ['fire', 'ice'],
      elementMode: 'all',
      types: ['backup'],
      cost: { min: null, max: 3 },
      power: { min: 5000, max: null },
      sets: ['1'],
      rarities: ['L'],
      jobs: ['Warrior'],
      categories: ['VII'],
      exBurst: 'no',
      multicard: 'unknown',
      onePerCard: true,
    } as ReturnType<typeof emptyFilters>
    expect(toCardFilters(state)).toEqual({
      elements: ['fire', 'ice'], elementMode: 'all', types: ['backup'], cost: { max: 3 }, power: { min: 5000 }, sets: ['1'], rarities: ['L'],
      jobs: ['Warrior'], categories: ['VII'], exBurst: false, multicard: 'unknown', onePerCard: true,
    })
    expect(countActiveFilters(state)).toBe(11)
    expect(countActiveFilters({ ...emptyFilters(), elementMode: 'all' })).toBe(0)
  })

  it('a field-built panel’s choices go by filter key, empty ones left out', () => {
    const state = { ...emptyFilters(), fields: { level: { min: 2, max: null }, unique: 'yes', categories: [], atk: { min: null, max: null }, grade: 'no' } } as ReturnType<typeof emptyFilters>
    expect(toCardFilters(state)).toEqual({ level: { min: 2 }, unique: true, grade: false })
    expect(countActiveFilters(state)).toBe(3)
  })
})

describe('two saved runs compared by the game’s headline figures', () => {
  const i18n = i18nFor('en')
  const t = (k: string, v?: Record<string, unknown>) => i18n.global.t(k, v ?? {})
  const policy = (single as unknown as { policies: PolicyReport[] }).policies[0]!

  it('every game’s lab gives the mulligan rate; a game without its own headlines adds nothing', () => {
    expect(headlines(policy, t, {}).map((h) => h.key)).toEqual(['mulligan'])
    expect(headlines(policy, t, rendererGame('creatures')).map((h) => h.key)).toEqual(['mulligan'])
  })

  it('FFTCG’s parts add its Backups, Forward, attack, win and damage figures, with the run’s last turn', () => {
    const keys = headlines(policy, t, rendererGame('fftcg')).map((h) => h.key)
    const last = (single as unknown as { policies: { turns: unknown[] }[] }).policies[0]!.turns.length
    expect(keys).toEqual(['mulligan', 'backup1-t1', 'backup2-t2', 'backup3-t3', 'forward-t2', 'attacked-t3', 'won', 'damage-t3', ...(last !== 3 ? [`damage-t${last}`] : [])])
    expect(headlines(policy, t, rendererGame('fftcg'))[1]!.label).toBe(t('lab.figure.backupsBy', { k: 1, turn: 1 }))
  })
})
