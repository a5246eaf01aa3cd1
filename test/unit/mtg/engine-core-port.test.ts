// Issue 25: Magic's engine on the engine core. What the port decided beyond "no behaviour change":
// the mana pool empties as a cleanup step that gave priority ends (Effets et leur durée, 5.2), the
// gate's refusals cite the rules they did before, and the question slot holds the rule that asks.
import { describe, expect, it } from 'vitest'
import { apply, CR, EMPTY_POOL, TEXT } from '@shared/games/mtg/engine'
import { inMain, run, start } from './engine-fixtures'

describe('the mana pool as a cleanup step that gave priority ends (Effets et leur durée, 5.2)', () => {
  it('empties before the new cleanup step begins, and the goldfish’s turn starts with an empty pool', () => {
    const state = { ...inMain({ battlefield: ['Grizzly Bears'] }), phase: 'cleanup' as const, cleanupAgain: true, pool: { ...EMPTY_POOL, G: 2 } }
    const r = apply(state, { type: 'passPriority' })
    if (!r.ok) throw new Error(r.error.reason)
    const kinds = r.events.map((e) => e.kind)
    // the first cleanup step ends (its mana is lost), a new one begins and passes by itself
    expect(kinds.slice(0, 2)).toEqual(['manaEmptied', 'step'])
    expect(r.events[0]).toEqual({ kind: 'manaEmptied', amount: 2 })
    expect([r.state.phase, r.state.pool, r.state.cleanupAgain]).toEqual(['opponent', EMPTY_POOL, false])
  })
})

describe('the core’s gate and question slot, with Magic’s rules', () => {
  it('refuses before the first turn by CR 103.5 and while a question waits by CR 117.3, naming the question', () => {
    const mulligan = start({ onThePlay: true })
    expect(apply(mulligan, { type: 'passPriority' })).toMatchObject({ ok: false, error: { kind: 'wrong-step', rule: CR.mulligan, params: { phase: 'mulligan' } } })
    expect(mulligan.question).toMatchObject({ kind: 'mulligan', rule: CR.mulligan, min: 0, max: 0, choices: mulligan.zones.hand })
    const over = { ...inMain({}), result: 'lost' as const }
    expect(apply(over, { type: 'shuffle' })).toMatchObject({ ok: false, error: { kind: 'game-over', rule: CR.zeroLife } })
    const kept = run(mulligan, { type: 'keepHand', bottom: [] })
    const asked = { ...kept, question: { kind: 'discard' as const, prompt: { en: '', fr: '' }, choices: [], min: 1, max: 1, rule: TEXT.discard, data: { kind: 'discard' as const, count: 1 } } }
    expect(apply(asked, { type: 'passPriority' })).toMatchObject({ ok: false, error: { kind: 'pending', rule: CR.priority, params: { pending: 'discard' } } })
    // manual actions stay open while the rules wait
    expect(apply(asked, { type: 'shuffle' }).ok).toBe(true)
  })
})
