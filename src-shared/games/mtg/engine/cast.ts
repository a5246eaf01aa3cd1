// Playing cards: the land play (2: one land per turn, in a main phase of the player's turn, with
// the stack empty), mana abilities (CR 605: no stack), casting (CR 601.2: timing, the cost paid
// from the pool) and resolving (CR 608.3: a permanent spell enters the battlefield, the others go
// to the graveyard; their effects are applied by hand).
import { canPayByTapping, planTaps, type Tap } from './autotap'
import { costToCast, countCast } from './commander'
import { addMana } from './mana'
import { payCost, spentList, type Spent } from './payment'
import { isMainPhase } from './phases'
import { CR, TEXT } from './rules'
import { defOf, err, freshPermanent, hasKeyword, hasType, isCreature, isLand, moveCard, ok, update, type Fail } from './state'
import { isSick } from './combat'
import { checkStateBased } from './sba'
import { MANA_TYPES, type CardId, type EngineResult, type GameEvent, type GameState, type ManaPool, type ManaType } from './types'

export const MAX_X = 100
const PERMANENT_TYPES = ['Artifact', 'Creature', 'Enchantment', 'Planeswalker', 'Battle', 'Land']

/** The mana the player chooses to spend, and life for Phyrexian symbols (an override of the auto-payer). */
export interface ExplicitPayment {
  mana: Partial<Record<ManaType, number>>
  life?: number
}

const isOwnTurn = (state: GameState) => state.phase !== 'opponent' && state.phase !== 'mulligan'

/** 2: the land play's conditions; null when the card can be played now. */
export function landProblem(state: GameState, card: CardId): Fail | null {
  if (!state.zones.hand.includes(card)) return err('not-in-zone', TEXT.main, `card ${card} is not in your hand`, { card, zone: 'hand' })
  if (!isLand(state, card)) return err('not-a-land', CR.landPlay, `${defOf(state, card).name} is not a land`, { card })
  if (!isOwnTurn(state)) return err('not-your-turn', TEXT.main, 'a land is played in your own turn', { phase: state.phase })
  if (!isMainPhase(state.phase)) return err('wrong-step', TEXT.main, 'a land is played in a main phase', { phase: state.phase })
  if (state.zones.stack.length) return err('stack-not-empty', TEXT.main, 'a land is played while the stack is empty', { stack: state.zones.stack.length })
  if (state.landsPlayed >= 1) return err('land-played', TEXT.main, 'you have already played a land this turn', { played: state.landsPlayed })
  return null
}

export function playLand(state: GameState, card: CardId): EngineResult {
  const refused = landProblem(state, card)
  if (refused) return refused
  // 2: the land play uses no stack: nothing can answer it.
  const events: GameEvent[] = [{ kind: 'landPlayed', card }]
  const next = moveCard(state, card, 'hand', 'battlefield')
  // CR 704.5j: a second legendary land with the same name asks which to keep (apply's check).
  return ok(update(next, { landsPlayed: state.landsPlayed + 1 }), events)
}

/** Every choice of every plain mana ability of a card, in order (the `choice` of tapForMana indexes it). */
export const manaChoices = (state: GameState, card: CardId): readonly ManaType[][] => defOf(state, card).manaChoices

export function manaProblem(state: GameState, card: CardId, choice: number): Fail | null {
  if (!state.zones.battlefield.includes(card)) return err('not-in-zone', CR.manaAbility, `card ${card} is not on the battlefield`, { card, zone: 'battlefield' })
  const choices = manaChoices(state, card)
  if (!choices.length) return err('no-mana-ability', CR.manaAbility, `${defOf(state, card).name} has no plain "{T}: Add" ability (apply others by hand)`, { card })
  if (!Number.isInteger(choice) || choice < 0 || choice >= choices.length) return err('no-mana-ability', CR.manaAbility, `choose one of its ${choices.length} mana choice(s)`, { card, choice })
  const p = state.permanents[card]!
  if (p.tapped) return err('tapped', CR.manaAbility, `${defOf(state, card).name} is already tapped`, { card })
  if (isCreature(state, card) && isSick(state, card, p)) return err('summoning-sick', CR.sick, `${defOf(state, card).name} came under your control this turn: its {T} abilities wait`, { card })
  return null
}

/** CR 605.3: a mana ability resolves at once: the source taps and the mana goes to the pool. */
export function tapForMana(state: GameState, card: CardId, choice = 0): EngineResult {
  if (state.phase === 'mulligan') return err('wrong-step', CR.mulligan, 'keep your hand first', { phase: state.phase })
  const refused = manaProblem(state, card, choice)
  if (refused) return refused
  const mana = manaChoices(state, card)[choice]!
  const permanents = { ...state.permanents, [card]: { ...state.permanents[card]!, tapped: true } }
  return ok(update(state, { permanents, pool: addMana(state.pool, mana) }), [{ kind: 'manaAdded', card, mana: [...mana] }])
}

/** CR 307.1, 702.8: sorcery speed (own main phase, empty stack) unless an instant or flash. */
export function timingProblem(state: GameState, card: CardId): Fail | null {
  if (state.phase === 'mulligan') return err('wrong-step', CR.mulligan, 'keep your hand first', { phase: state.phase })
  if (hasType(state, card, 'Instant') || hasKeyword(state, card, 'flash')) return null
  const name = defOf(state, card).name
  if (!isOwnTurn(state)) return err('sorcery-speed', TEXT.main, `${name} is cast in your own main phase (it is not an instant and has no flash)`, { card, phase: state.phase })
  if (!isMainPhase(state.phase)) return err('sorcery-speed', TEXT.main, `${name} is cast in a main phase (it is not an instant and has no flash)`, { card, phase: state.phase })
  if (state.zones.stack.length) return err('stack-not-empty', CR.timing, `${name} is cast while the stack is empty`, { card, stack: state.zones.stack.length })
  return null
}

function xProblem(state: GameState, card: CardId, x: number): Fail | null {
  const def = defOf(state, card)
  const hasX = def.cost.some((s) => s.kind === 'variable')
  if (!Number.isInteger(x) || x < 0 || x > MAX_X || (!hasX && x !== 0)) return err('bad-amount', CR.x, hasX ? `X is a whole number from 0 to ${MAX_X}` : `${def.name} has no X in its cost`, { x })
  return null
}

/** The payment of a cast, or a refusal: the auto-payer, or the player's own choice checked to pay the cost exactly. */
export function castPayment(state: GameState, card: CardId, x: number, payment?: ExplicitPayment): Spent | Fail {
  const def = defOf(state, card)
  const hasX = def.cost.some((s) => s.kind === 'variable')
  const badX = xProblem(state, card, x)
  if (badX) return badX
  if (payment) {
    const given = {} as Record<ManaType, number>
    for (const type of MANA_TYPES) {
      const n = payment.mana[type] ?? 0
      if (!Number.isInteger(n) || n < 0 || n > state.pool[type]) return err('bad-payment', CR.costPaid, `the pool has ${state.pool[type]} ${type}, not ${n}`, { type, amount: n })
      given[type] = n
    }
    const life = payment.life ?? 0
    if (life > state.life) return err('bad-payment', CR.costPaid, `you cannot pay ${life} life with ${state.life}`, { life })
    return payCost(costToCast(state, card, def.cost), x, given, true, life) ?? err('bad-payment', CR.costPaid, `that mana and life do not pay ${def.name}'s cost exactly`, { card })
  }
  return payCost(costToCast(state, card, def.cost), x, state.pool, false, state.life) ?? err('cannot-pay', CR.costPaid, `the pool cannot pay ${def.name}'s cost${hasX ? ` with X = ${x}` : ''}: tap more mana first`, { card, x })
}

export function castProblem(state: GameState, card: CardId): Fail | null {
  const zone = state.zones.hand.includes(card) ? 'hand' : state.zones.command.includes(card) ? 'command' : null
  if (!zone) return err('not-in-zone', CR.casting, `card ${card} is not in your hand or command zone`, { card, zone: 'hand' })
  if (isLand(state, card)) return err('is-a-land', CR.landPlay, `${defOf(state, card).name} is a land: play it, do not cast it`, { card })
  return timingProblem(state, card)
}

/**
 * The sources auto-tap would tap to cast the card now (none when the pool pays), or a refusal
 * naming the rule: for the table's preview and for `cast` with `autoTap`.
 */
export function castTaps(state: GameState, card: CardId, x = 0): Tap[] | Fail {
  const refused = castProblem(state, card) ?? xProblem(state, card, x)
  if (refused) return refused
  const def = defOf(state, card)
  const plan = planTaps(state, costToCast(state, card, def.cost), x, card)
  return plan ? plan.taps : err('cannot-pay', CR.costPaid, `your pool and untapped mana sources cannot pay ${def.name}'s cost${x ? ` with X = ${x}` : ''}`, { card, x })
}

/**
 * Whether `castTaps` would find taps for the card (x = 0) once castProblem has let it through,
 * for legalActions and the stops, which only ask whether the card can be cast (not which taps).
 */
export function canAutoTap(state: GameState, card: CardId): boolean {
  return canPayByTapping(state, costToCast(state, card, defOf(state, card).cost), 0, card)
}

/** CR 601.2g: the mana abilities of the plan resolve first (CR 605.3a), each adding its mana. */
function tapAll(state: GameState, taps: readonly Tap[], events: GameEvent[]): GameState {
  let next = state
  for (const tap of taps) {
    const done = tapForMana(next, tap.card, tap.choice)
    if (!done.ok) throw new Error(`auto-tap: ${done.error.reason}`)
    events.push(...done.events)
    next = done.state
  }
  return next
}

/**
 * CR 601.2: the spell goes on the stack and its cost is paid from the pool (and life). With
 * `autoTap` (and no explicit payment), the sources auto-tap chooses are tapped first.
 */
export function cast(state: GameState, card: CardId, x = 0, payment?: ExplicitPayment, autoTap = false): EngineResult {
  const refused = castProblem(state, card)
  if (refused) return refused
  const tapEvents: GameEvent[] = []
  if (autoTap && !payment) {
    const taps = castTaps(state, card, x)
    if ('ok' in taps) return taps
    state = tapAll(state, taps, tapEvents)
  }
  const spent = castPayment(state, card, x, payment)
  if ('ok' in spent) return spent
  const from = state.zones.hand.includes(card) ? 'hand' : 'command'
  const pool = {} as Record<ManaType, number>
  for (const type of MANA_TYPES) pool[type] = state.pool[type] - spent.mana[type]
  const events: GameEvent[] = [...tapEvents, { kind: 'cast', card, x, paid: spentList(spent.mana), life: spent.life }]
  const next = moveCard(countCast(state, card, events), card, from, 'stack')
  const paidLife = spent.life ? { life: state.life - spent.life } : {}
  if (spent.life) events.push({ kind: 'lifeChanged', side: 'player', amount: -spent.life, life: state.life - spent.life })
  const paid: GameState = update(next, { ...paidLife, pool: pool as ManaPool })
  // CR 704.5a: life paid for Phyrexian mana may bring the player to 0 (only then: casts are many).
  return ok(spent.life ? checkStateBased(paid, events) : paid, events)
}

/** CR 608.3: the top of the stack resolves; a permanent spell enters (a planeswalker with its loyalty, CR 306.5b). */
export function resolveTop(state: GameState, events: GameEvent[]): GameState {
  const card = state.zones.stack[state.zones.stack.length - 1]!
  const def = defOf(state, card)
  const permanent = def.types.some((t) => PERMANENT_TYPES.includes(t))
  events.push({ kind: 'resolved', card, to: permanent ? 'battlefield' : 'graveyard' })
  if (!permanent) return moveCard(state, card, 'stack', 'graveyard')
  const entering = freshPermanent(state)
  return moveCard(state, card, 'stack', 'battlefield', 'top', def.loyalty !== null ? { ...entering, counters: { loyalty: def.loyalty } } : entering)
}
