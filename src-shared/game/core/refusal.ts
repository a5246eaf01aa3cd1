// Accepting and refusing, once for every game: a refusal names its rule (the rules text's section
// number) and says why in words the log turns into English or French by its kind and params.
import type { RuleRefusal } from '../module'

export interface Refusal<Kind extends string = string> extends RuleRefusal {
  kind: Kind
}
export type Fail<R extends RuleRefusal = Refusal> = { ok: false; error: R }
export type Ok<S, E> = { ok: true; state: S; events: E[] }
export type Outcome<S, E, R extends RuleRefusal = Refusal> = Ok<S, E> | Fail<R>

export function refuse<K extends string>(kind: K, rule: string, reason: string, params: Record<string, string | number> = {}): Fail<Refusal<K>> {
  return { ok: false, error: { kind, rule, reason, params } }
}

export const accept = <S, E>(state: S, events: E[]): Ok<S, E> => ({ ok: true, state, events })

/** The refusal every game gives to an amount out of its range (a count, a change of a stat). */
export function amountRefused(amount: number, min: number, max: number, rule: string, what = 'the amount'): Fail<Refusal<'bad-amount'>> | null {
  return Number.isInteger(amount) && amount >= min && amount <= max ? null : refuse('bad-amount', rule, `${what} must be a whole number from ${min} to ${max}`, { amount, min, max })
}

/** A change that must not be zero (a counter, life): in its range and not 0. */
export function changeRefused(amount: number, max: number, rule: string, what = 'the change'): Fail<Refusal<'bad-amount'>> | null {
  return amount === 0 ? refuse('bad-amount', rule, `${what} must not be zero`, { amount }) : amountRefused(amount, -max, max, rule, what)
}
