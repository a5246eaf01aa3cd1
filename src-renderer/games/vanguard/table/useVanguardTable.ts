// Vanguard's side of the table: the opening hand, ride and call, moves in a column, the attack
// with its booster and the goldfish's guard, the trigger's unit, and the goldfish's vanguard.
// Every rule question goes to the engine (its legal actions, a dry run of `apply`, its power and
// critical); this file maps gestures to actions and lists a card's actions from CARD_ACTIONS.
import { computed, reactive, ref, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import {
  attackPower,
  criticalOf,
  defenceOf,
  describeError,
  formatHasZone,
  guardedPower,
  powerOf,
  triggerAsked,
  GOLDFISH_CIRCLES,
  type Action,
  type AttackTarget,
  type CardDef,
  type CardId,
  type Circle,
  type GameEvent,
  type GameState,
  type RuleError,
  type ZoneName,
} from '@shared/games/vanguard/engine'
import type { PendingChoice } from '@shared/game/module'
import { DAMAGE_LIMIT } from '@shared/games/vanguard/rules'
import type { VanguardCard } from '@shared/games/vanguard/card'
import type { MenuEntry, MenuItem } from '../../../table/menu'
import type { CardPlace, FieldPlace, GameTableController, TableContext } from '../../../table/parts'
import { useOpeningPicks } from '../../../table/useOpeningPicks'
import { circleOf, FIELD_ROWS, subjectOf } from './card-actions'
import { choiceKeys, handChoices, type HandChoice } from './hand-choices'

export type VanguardTable = ReturnType<typeof useVanguardTable>

/** The manual actions of no one card, offered in the deck's menu. */
const DECK_ACTIONS = new Set<Action['type']>(['takeDamage', 'counterBlast', 'soulBlast', 'soulCharge'])
/** The goldfish's turn's actions of no one card: its attack on the player's vanguard, and the end of the guard step. */
const DEFENCE_ACTIONS = new Set<Action['type']>(['opponentAttack', 'endGuard'])

/** The goldfish's vanguard being set, and its dummy rear-guards' power ('' or null: none). */
export interface GoldfishDraft {
  grade: number
  power: number
  left: number | '' | null
  right: number | '' | null
}

/** An attack being declared: its target, its booster (none: '') and the goldfish's guard for it. */
export interface AttackDraft {
  card: CardId
  target: AttackTarget
  booster: CardId | ''
  guard: number
}

export function useVanguardTable(ctx: TableContext) {
  const { t } = useI18n()
  const state = computed(() => ctx.state.value as GameState)
  const legal = computed(() => ctx.module.play.legalActions(state.value) as Action[])
  const defOf = (id: CardId): CardDef | null => {
    const code = state.value.instances[id]
    return code === undefined ? null : (state.value.defs[code] ?? null)
  }
  const def = (id: CardId) => defOf(id)!
  /** The card in full, its text too, as the view's card data has it (the engine keeps no text). */
  const cardOf = (id: CardId): VanguardCard | null => {
    const key = ctx.module.play.cardKeyOf(state.value, id)
    const card = key === null ? undefined : (ctx.view.value.cards?.[key] as VanguardCard | undefined)
    return card ?? (defOf(id) ? { ...defOf(id)!, text: '' } : null)
  }
  const act = (action: Action) => ctx.act(action)
  const refusalText = computed(() => (ctx.session.refusal ? describeError(ctx.session.refusal as RuleError, ctx.locale.value) : null))
  /** The engine's question while a revealed trigger waits for its unit (Étape de conduite). */
  const pending = computed(() => ctx.module.play.pending(state.value) as PendingChoice | null)

  // ---- dialogs ----------------------------------------------------------------------------
  const { picks: mulliganPicks, toggle: toggleMulligan, keep, mulligan } = useOpeningPicks(ctx, () => state.value.zones.hand)
  const calling = ref<CardId | null>(null)
  const attacking = ref<AttackDraft | null>(null)
  const goldfishDraft = ref<GoldfishDraft | null>(null)
  /** The ride deck's offer is open: its next-grade unit, and the card of the hand to discard for it. */
  const ridingFromDeck = ref(false)
  /** The goldfish's guard offered for the next attack (3. Étape de garde: the player sets it). */
  const nextGuard = ref(0)
  /** The hand card a click selected: its choices show, a second click or a key acts (issue 28 point 2). */
  const selected = ref<CardId | null>(null)

  // a new phase or turn closes what was being chosen
  watch(
    () => `${state.value.turn}:${state.value.phase}`,
    () => {
      calling.value = null
      attacking.value = null
      ridingFromDeck.value = false
      selected.value = null
    },
  )
  // a selected card that leaves the hand (undo, a move by hand) is no longer selected
  watch(
    () => state.value.zones.hand,
    (hand) => {
      if (selected.value !== null && !hand.includes(selected.value)) selected.value = null
    },
  )

  // ---- the engine's answers ---------------------------------------------------------------
  /** The legal actions that act on each card (CARD_ACTIONS). */
  const byCard = computed(() => {
    const map = new Map<CardId, Action[]>()
    for (const action of legal.value) {
      const id = subjectOf(action, state.value)
      if (id !== null) map.set(id, [...(map.get(id) ?? []), action])
    }
    return map
  })
  const legalFor = <T extends Action['type']>(id: CardId, type: T) => (byCard.value.get(id) ?? []).filter((a): a is Extract<Action, { type: T }> => a.type === type)
  const tryAction = (action: Action) => ctx.module.play.apply(state.value, action) as { ok: true } | { ok: false; error: RuleError }
  const accepts = (action: Action) => tryAction(action).ok

  const circleName = (circle: Circle | 'vanguard') => t(`vanguard.table.circle.${circle}`)
  const vanguardId = computed(() => state.value.zones.vanguard[0] ?? null)
  const onField = (id: CardId) => vanguardId.value === id || circleOf(state.value, id) !== null

  // ---- ride (Phase de Ride) and call (Phase principale) -------------------------------------
  /** A hand card's ride: from the hand when the engine takes it, else discarding it for the ride deck's unit. */
  function ride(id: CardId) {
    if (!legalFor(id, 'ride').length && legalFor(id, 'rideFromRideDeck').length) return act({ type: 'rideFromRideDeck', discard: id })
    return act({ type: 'ride', card: id })
  }
  /** The circle choice opens when the engine would call the card somewhere; else its refusal shows at once. */
  function call(id: CardId) {
    ctx.session.clearRefusal()
    if (legalFor(id, 'call').length) return void (calling.value = id)
    return act({ type: 'call', card: id, circle: firstEmptyCircle() })
  }
  /** Phase de Ride from the ride deck: its unit of the next grade, and each discard the engine takes for it. */
  const rideDeckUnit = computed(() => {
    const next = vanguardId.value === null ? null : (def(vanguardId.value).grade ?? 0) + 1
    return state.value.zones.rideDeck.find((id) => def(id).grade === next) ?? null
  })
  const rideDiscards = computed(() => legal.value.flatMap((a) => (a.type === 'rideFromRideDeck' ? [a.discard] : [])))
  /** A click on the ride deck: its offer when the engine would ride it, else the engine's refusal says why not. */
  function offerRideDeck() {
    ctx.session.clearRefusal()
    if (rideDiscards.value.length) return void (ridingFromDeck.value = true)
    return void act({ type: 'rideFromRideDeck', discard: state.value.zones.hand[0] ?? '' })
  }
  async function rideDiscarding(discard: CardId) {
    if (await act({ type: 'rideFromRideDeck', discard })) closeDialogs(vanguardId.value ?? undefined)
  }
  /** What the phase expects, for the phase bar (issue 28: the table guides). */
  const phaseHint = computed(() => {
    const s = state.value
    if (ctx.opening.value || s.result !== 'ongoing' || s.battle || s.question) return null
    const grade = vanguardId.value === null ? 0 : (def(vanguardId.value).grade ?? 0)
    switch (s.phase) {
      case 'gAssist':
        return t('vanguard.table.hint.gAssist', { grade: grade + 1 })
      case 'ride':
        if (s.rodeThisTurn) return t('vanguard.table.hint.rode')
        return rideDiscards.value.length ? t('vanguard.table.hint.rideDeck', { name: def(rideDeckUnit.value!).name, grade: grade + 1 }) : t('vanguard.table.hint.rideHand', { grade, next: grade + 1 })
      case 'main':
        return t(s.onThePlay && s.turn === 1 ? 'vanguard.table.hint.mainFirstTurn' : 'vanguard.table.hint.main', { grade })
      case 'battle':
        return t('vanguard.table.hint.battle')
      case 'opponent':
        return t('vanguard.table.hint.opponent')
      default:
        return null
    }
  })
  const firstEmptyCircle = (): Circle => (Object.keys(state.value.circles) as Circle[]).find((c) => state.value.circles[c] === null) ?? 'frontLeft'
  async function callTo(circle: Circle) {
    const id = calling.value
    if (id && (await act({ type: 'call', card: id, circle }))) closeDialogs(id)
  }
  const canCallTo = (circle: Circle) => !!calling.value && legalFor(calling.value, 'call').some((a) => a.circle === circle)
  function moveInColumn(id: CardId) {
    const from = circleOf(state.value, id)
    return from ? act({ type: 'moveInColumn', from }) : undefined
  }

  // ---- attack (2. Étape d’attaque, 3. Étape de garde) ----------------------------------------
  function attack(id: CardId) {
    ctx.session.clearRefusal()
    const options = legalFor(id, 'attack')
    if (!options.length) return void act({ type: 'attack', card: id, guard: nextGuard.value })
    // the booster is offered first: a boosted attack is the usual one
    const boosted = options.find((a) => a.booster)
    attacking.value = { card: id, target: 'vanguard', booster: boosted?.booster ?? '', guard: nextGuard.value }
  }
  /** The attacked unit's power: the goldfish's vanguard's or a dummy rear-guard's (null: none there). */
  const targetPower = (target: AttackTarget) => (target === 'vanguard' ? state.value.goldfish.power : state.value.goldfishRearguards[target])
  /** What an attack may target now: the vanguard, and each dummy rear-guard the player has set. */
  const targets = computed(() => (['vanguard', ...GOLDFISH_CIRCLES] as const).flatMap((target) => (targetPower(target) === null ? [] : [{ target, power: targetPower(target)! }])))
  const sideName = (target: AttackTarget) => (target === 'vanguard' ? '' : t(`vanguard.table.goldfish.side.${target}`))
  const boostersOf = (id: CardId) => legalFor(id, 'attack').flatMap((a) => (a.booster ? [a.booster] : []))
  async function confirmAttack() {
    const a = attacking.value
    if (!a) return
    const guard = Math.max(0, Math.round(Number(a.guard) || 0))
    const target = a.target === 'vanguard' ? {} : { target: a.target }
    if (await act({ type: 'attack', card: a.card, ...(a.booster ? { booster: a.booster } : {}), guard, ...target })) closeDialogs(a.card)
  }
  /** The attacking power the declared attack would have: the engine's sum. */
  const draftPower = computed(() => (attacking.value ? attackPower(state.value, attacking.value.card, attacking.value.booster || null) : 0))
  /** The declared attack's target power and guard. */
  const draftDefence = computed(() => (attacking.value ? (targetPower(attacking.value.target) ?? 0) + (Number(attacking.value.guard) || 0) : 0))

  // ---- the goldfish's attack on the player's vanguard (3. Étape de garde, 5. Étape des dommages) --
  /** The engine's legal attack of the goldfish and end of the guard step, as the buttons offer them. */
  const defenceActions = computed(() => legal.value.filter((a): a is Extract<Action, { type: 'opponentAttack' | 'endGuard' }> => DEFENCE_ACTIONS.has(a.type)))
  const defence = computed(() => defenceOf(state.value))
  /** The vanguard's power and its guardians' shields: the engine's sum. */
  const guarded = computed(() => guardedPower(state.value))
  /** The result of the goldfish's attack the last action closed, shown until the next action. */
  const lastDefence = computed(
    () => (ctx.view.value.events as GameEvent[]).find((e): e is Extract<GameEvent, { kind: 'defenceResult' }> => e.kind === 'defenceResult') ?? null,
  )

  // ---- the trigger's unit (4. Étape de conduite) ---------------------------------------------
  async function assignTrigger(unit: CardId) {
    if (await act({ type: 'assignTrigger', unit })) {
      if (!triggerAsked(state.value)) ctx.focus(unit)
    }
  }

  function closeDialogs(focus?: CardId) {
    ridingFromDeck.value = false
    calling.value = null
    attacking.value = null
    ctx.session.clearRefusal()
    if (focus && ctx.zoneOf(focus)) ctx.focus(focus)
    else ctx.focusTabStop()
  }

  // ---- the goldfish's vanguard -------------------------------------------------------------
  function editGoldfish() {
    const { left, right } = state.value.goldfishRearguards
    goldfishDraft.value = { grade: state.value.goldfish.grade, power: state.value.goldfish.power, left, right }
  }
  /** The vanguard, then each dummy rear-guard that changed (an empty field: none there). */
  async function saveGoldfish() {
    const d = goldfishDraft.value
    if (!d || !(await act({ type: 'setGoldfish', grade: Number(d.grade), power: Number(d.power) }))) return
    for (const circle of GOLDFISH_CIRCLES) {
      const power = d[circle] === '' || d[circle] === null ? null : Number(d[circle])
      if (power !== state.value.goldfishRearguards[circle] && !(await act({ type: 'setGoldfishRearguard', circle, power }))) return
    }
    closeGoldfish()
  }
  function closeGoldfish() {
    goldfishDraft.value = null
    ctx.session.clearRefusal()
    ctx.focusTabStop()
  }

  // ---- what a gesture means ----------------------------------------------------------------
  /** Enter, Space or a click: the obvious action for the card where it is; a refusal says why not. */
  function primary(id: CardId, zone: string) {
    const phase = state.value.phase
    if (zone === 'rideDeck') return offerRideDeck()
    // a hand card: the first click selects it and shows its choices, the second runs the default
    if (zone === 'hand') return selected.value === id ? void choose(0) : select(id)
    if (!onField(id)) return
    if (phase === 'battle') return attack(id)
    if (phase === 'main' && circleOf(state.value, id)) return void moveInColumn(id)
  }

  // ---- select, then act (issue 28 point 2) ---------------------------------------------------
  function select(id: CardId) {
    ctx.session.clearRefusal()
    selected.value = id
  }
  function clearSelection() {
    selected.value = null
  }
  /** The selected card's choices: the engine's legal actions on it, each with its label and keys. */
  const choices = computed(() => {
    const id = selected.value
    if (id === null || !state.value.zones.hand.includes(id)) return []
    const grade = def(id).grade
    const vanguardGrade = vanguardId.value === null ? null : def(vanguardId.value).grade
    return handChoices(id, byCard.value.get(id) ?? [], grade, vanguardGrade).map((choice, i) => ({ choice, keys: choiceKeys(i), label: choiceLabel(choice, i) }))
  })
  const choiceLabel = (choice: HandChoice, i: number) => (choice.kind === 'callDialog' ? t('vanguard.table.action.callChoose') : entryOf(choice.action, i).label)
  /**
   * Runs the selected card's choice i (0: the default). With none, the phase's gesture goes to the
   * engine anyway, so that its refusal says why nothing can be done.
   */
  async function choose(i: number) {
    const id = selected.value
    if (id === null) return
    const entry = choices.value[i]
    if (!entry) {
      if (i > 0) return
      selected.value = null
      return void (state.value.phase === 'ride' ? ride(id) : call(id))
    }
    selected.value = null
    if (entry.choice.kind === 'callDialog') return call(id)
    if (!(await act(entry.choice.action))) selected.value = state.value.zones.hand.includes(id) ? id : null
  }

  /** One menu entry per legal action of the card, worded by its kind. */
  function entryOf(action: Action, i: number): MenuItem {
    const key = `${action.type}-${i}`
    switch (action.type) {
      case 'call': {
        const there = state.value.circles[action.circle]
        const label = t('vanguard.table.action.call', { circle: circleName(action.circle) })
        return { key, label: there ? `${label} ${t('vanguard.table.action.retires', { name: def(there).name })}` : label, run: () => void act(action) }
      }
      case 'attack':
        return { key, label: attackLabel(action), hint: action.booster || action.target ? undefined : 'A', run: () => void act({ ...action, guard: nextGuard.value }) }
      case 'moveInColumn':
        return { key, label: t('vanguard.table.action.moveInColumn'), hint: 'X', run: () => void act(action) }
      case 'rideFromRideDeck':
        return { key, label: t('vanguard.table.action.rideFromRideDeck', { grade: gradeAbove() }), run: () => void act(action) }
      case 'flipCard':
        return { key, label: t(state.value.faceDown.includes(action.card) ? 'vanguard.table.action.flipUp' : 'vanguard.table.action.flipDown'), run: () => void act(action) }
      case 'assignTrigger':
        return { key, label: pending.value?.prompt[ctx.locale.value] ?? t('vanguard.table.action.assignTrigger'), run: () => void assignTrigger(action.unit) }
      default:
        return { key, label: t(`vanguard.table.action.${action.type}`), hint: action.type === 'ride' ? 'I' : undefined, run: () => void act(action) }
    }
  }
  /** The deck's menu: the costs and checks taken by hand that act on no one card (COMPETENCES DES CARTES). */
  const deckEntries = (): MenuEntry[] =>
    legal.value
      .filter((a) => DECK_ACTIONS.has(a.type))
      .map((action, i) => ({ key: `${action.type}-${i}`, label: t(`vanguard.table.action.${action.type}`), run: () => void act(action) }))
  function attackLabel(action: Extract<Action, { type: 'attack' }>) {
    const name = action.booster ? def(action.booster).name : ''
    if (action.target && action.target !== 'vanguard')
      return t(name ? 'vanguard.table.action.attackTargetBoosted' : 'vanguard.table.action.attackTarget', { side: sideName(action.target), name })
    return name ? t('vanguard.table.action.attackBoosted', { name }) : t('vanguard.table.action.attack')
  }
  const gradeAbove = () => (def(vanguardId.value!).grade ?? 0) + 1

  function cardEntries(id: CardId): MenuEntry[] {
    // a ride deck card: its unit of the next grade, with the discard each ride costs
    if (state.value.zones.rideDeck.includes(id) && rideDiscards.value.length && id === rideDeckUnit.value)
      return rideDiscards.value.map((discard, i) => ({ key: `ride-deck-${i}`, label: t('vanguard.table.action.rideDiscarding', { name: def(id).name, discard: def(discard).name }), run: () => void rideDiscarding(discard) }))
    const entries = (byCard.value.get(id) ?? []).map(entryOf)
    // the attack with the guard and booster chosen in its dialog
    if (legalFor(id, 'attack').length) entries.unshift({ key: 'attack-dialog', label: t('vanguard.table.action.attackChoose'), hint: 'Enter', run: () => attack(id) })
    if (legalFor(id, 'call').length) entries.unshift({ key: 'call-dialog', label: t('vanguard.table.action.callChoose'), hint: 'C', run: () => call(id) })
    if (!entries.length && !ctx.opening.value) entries.push({ key: 'none', label: t('vanguard.table.action.none'), disabled: true, run: () => undefined })
    return entries
  }

  /** The focused card, for the keys that act on one. */
  const focusedIn = (test: (id: CardId) => boolean) => {
    const key = ctx.focused.value
    return key && state.value.instances[key] !== undefined && test(key) ? key : null
  }

  function run(command: string) {
    const opening = ctx.opening.value
    switch (command) {
      case 'keep':
        return opening ? void keep() : undefined
      case 'mulligan':
        return opening ? void mulligan() : undefined
      case 'nextPhase':
        return opening ? void keep() : void act({ type: 'nextPhase' })
      case 'endTurn':
        return opening ? undefined : void act({ type: 'endTurn' })
      case 'goldfish':
        return editGoldfish()
    }
    if (opening) return
    const inHand = focusedIn((id) => state.value.zones.hand.includes(id))
    const fielded = focusedIn(onField)
    if (command === 'ride' && inHand) return void ride(inHand)
    if (command === 'call' && inHand) return void call(inHand)
    if (command === 'attack' && fielded) return attack(fielded)
    if (command === 'moveInColumn' && fielded) return void moveInColumn(fielded)
  }

  // ---- how cards are drawn -------------------------------------------------------------------
  const battle = computed(() => state.value.battle)
  /** The result of the battle the last action closed (5. Étape des dommages), shown until the next action. */
  const lastResult = computed(
    () => (ctx.view.value.events as GameEvent[]).find((e): e is Extract<GameEvent, { kind: 'battleResult' }> => e.kind === 'battleResult') ?? null,
  )
  function cardProps(id: CardId, place: CardPlace) {
    const base = { card: cardOf(id), picked: ctx.opening.value && mulliganPicks.value.includes(id) }
    if (place === 'hand') return { ...base, ready: byCard.value.has(id), selected: selected.value === id }
    if (place === 'mini') return { ...base, faceDown: state.value.faceDown.includes(id) }
    const circle = circleOf(state.value, id)
    const b = battle.value
    return {
      ...base,
      rested: state.value.rested.includes(id),
      power: powerOf(state.value, id),
      critical: criticalOf(state.value, id),
      circle: circle ? 'RC' : 'VC',
      role: b?.attacker === id ? 'attacker' : b?.booster === id ? 'booster' : null,
      ready: legalFor(id, 'attack').length > 0,
      'data-slot': circle ?? 'vanguard',
    }
  }
  function placesOf(row: string): FieldPlace[] {
    const circles = FIELD_ROWS[row as keyof typeof FIELD_ROWS] ?? []
    return circles.map((c) => ({ card: c === 'vanguard' ? vanguardId.value : state.value.circles[c], slot: c, label: c === 'vanguard' ? 'VC' : 'RC' }))
  }

  /** A card dropped on a circle: a hand card is called there (ridden on (VC)); a rear-guard moves in its column. */
  function drop(id: CardId, from: string | null, to: string, slot?: string): boolean {
    if (to !== 'rearguard') return false
    selected.value = null
    if (from === 'hand') {
      if (slot === 'vanguard') void ride(id)
      else if (slot) void act({ type: 'call', card: id, circle: slot as Circle })
      else void call(id)
      return true
    }
    if (from === 'rearguard' && slot && slot !== circleOf(state.value, id)) void moveInColumn(id)
    return true
  }

  const controller: GameTableController = {
    nameOf: (id) => defOf(id)?.name ?? id,
    cardProps,
    previewProps: (id) => ({ card: id ? defOf(id) : null, power: id && onField(id) ? powerOf(state.value, id) : null, critical: id && onField(id) ? criticalOf(state.value, id) : null }),
    iconProps: () => ({}),
    metaOf: (id) => {
      const d = def(id)
      if (state.value.faceDown.includes(id)) return t('vanguard.table.card.faceDownShort')
      return [t('vanguard.table.card.grade', { n: d.grade ?? 0 }), d.power !== null ? String(d.power) : '', d.trigger ? t(`vanguard.table.trigger.${d.trigger}`) : ''].filter(Boolean).join(' · ')
    },
    primary,
    cardEntries: (id) => cardEntries(id),
    pileEntries: (zone) => (zone === 'deck' ? deckEntries() : []),
    // the engine's own answer: a dry run of the generic move (refused until the engine has it)
    // The removed pile exists in every format (over triggers), but with a ride deck it shows only once a
    // card is there: an empty one would cost the piles column its last 9 px at 1024×700.
    showsZone: (zone) => {
      const filled = (state.value.zones[zone as ZoneName]?.length ?? 0) > 0
      if (zone === 'removed' && state.value.format === 'ride-deck') return filled
      return formatHasZone(state.value.format, zone as ZoneName) || filled
    },
    canMoveTo: (id, zone) => accepts({ type: 'move', card: id, to: zone } as unknown as Action),
    drop,
    run,
    slotsOf: (zone) => (zone === 'damage' ? DAMAGE_LIMIT : undefined),
    // one more damage loses (5. Étape des dommages)
    warns: (zone) => zone === 'damage' && state.value.zones.damage.length >= DAMAGE_LIMIT - 1,
    result: () => state.value.result,
    turn: () => {
      const p = ctx.module.play.progress(state.value)
      return { own: p.ownTurn, game: state.value.turn }
    },
    placesOf,
    dialogOpen: () => !!(ridingFromDeck.value || calling.value || attacking.value || goldfishDraft.value || pending.value),
    showsRefusal: () => !!(ridingFromDeck.value || calling.value || attacking.value || goldfishDraft.value || pending.value),
  }

  // reactive: the parts' components read `table.calling`, not `table.calling.value`
  return reactive({
    ...controller,
    state,
    def,
    act,
    session: ctx.session,
    opening: ctx.opening,
    locale: ctx.locale,
    refusalText,
    pending,
    battle,
    lastResult,
    defenceActions,
    defence,
    guarded,
    lastDefence,
    mulliganPicks,
    selected,
    choices,
    choose,
    clearSelection,
    calling,
    attacking,
    ridingFromDeck,
    rideDeckUnit,
    rideDiscards,
    offerRideDeck,
    rideDiscarding,
    phaseHint,
    goldfishDraft,
    nextGuard,
    draftPower,
    draftDefence,
    targets,
    targetPower,
    sideName,
    circleName,
    /** The circle a unit stands on ('vanguard' for (VC)). */
    placeOf: (id: CardId): Circle | 'vanguard' => circleOf(state.value, id) ?? 'vanguard',
    canCallTo,
    boostersOf,
    powerOf: (id: CardId) => powerOf(state.value, id),
    criticalOf: (id: CardId) => criticalOf(state.value, id),
    attackPower: (attacker: CardId, booster: CardId | null) => attackPower(state.value, attacker, booster),
    toggleMulligan,
    keep,
    mulligan,
    callTo,
    confirmAttack,
    assignTrigger,
    closeDialogs,
    editGoldfish,
    saveGoldfish,
    closeGoldfish,
  })
}
