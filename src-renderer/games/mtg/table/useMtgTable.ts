// Magic's side of the table: the London mulligan, the land play, mana abilities (the chosen mana
// when a source has several), casting with the auto-payer or a payment the player sets, priority,
// the combat's questions (attackers, the goldfish's dummy blockers), the cleanup's discard, the
// legend rule, and the manual actions the engine offers. Every rule question goes to the engine
// (its legal actions, its pending question, a dry run of `apply`, its auto-payer); this file
// maps gestures to actions.
import { computed, reactive, ref, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import type { PendingChoice } from '@shared/game/module'
import { castTaps, describeError, MANA_TYPES, payCost, PRIORITY_STEPS, TURN_STRUCTURE, powerOf, toughnessOf, type Action, type CardDef, type CardId, type DummyId, type GameState, type ManaType, type RuleError, type Side } from '@shared/games/mtg/engine'
import { isSick } from '@shared/games/mtg/engine/combat'
import type { MenuEntry } from '../../../table/menu'
import type { CardPlace, GameTableController, TableContext } from '../../../table/parts'
import { actionsByCard, manaText } from './card-actions'

export type MtgTable = ReturnType<typeof useMtgTable>

/** A cast whose payment the player sets (the auto-payer's choice to start from). */
export interface PaymentDraft {
  card: CardId
  x: number
  mana: Record<ManaType, number>
  life: number
}

export interface DummyDraft {
  power: number
  toughness: number
}

export interface ManaDraft {
  mana: ManaType
  count: number
}

const NO_MANA = (): Record<ManaType, number> => ({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 })

export function useMtgTable(ctx: TableContext) {
  const { t } = useI18n()
  const play = ctx.module.play
  const state = computed(() => ctx.state.value as GameState)
  const legal = computed(() => play.legalActions(state.value) as Action[])
  const byCard = computed(() => actionsByCard(legal.value))
  const pending = computed(() => play.pending(state.value) as PendingChoice | null)
  const defOf = (id: CardId): CardDef | null => {
    const key = state.value.instances[id]
    return key === undefined ? null : (state.value.defs[key] ?? null)
  }
  const def = (id: CardId) => defOf(id)!
  const act = (action: Action) => ctx.act(action)
  const tryAction = (action: Action) => play.apply(state.value, action) as { ok: true } | { ok: false; error: RuleError }
  const legalFor = <T extends Action['type']>(id: CardId, type: T) => (byCard.value.get(id) ?? []).filter((a): a is Extract<Action, { type: T }> => a.type === type)
  const refusalText = computed(() => (ctx.session.refusal ? describeError(ctx.session.refusal as RuleError, ctx.locale.value) : null))

  // ---- choices being made -------------------------------------------------------------------
  /** The opening hand's cards for the bottom (CR 103.5), the attackers, the cleanup's discard. */
  const bottomPicks = ref<CardId[]>([])
  const attackPicks = ref<CardId[]>([])
  const discardPicks = ref<CardId[]>([])
  /** Each dummy's attacker in the blockers' question ('' : it does not block). */
  const blockDraft = ref<Record<DummyId, CardId | ''>>({})
  const paying = ref<PaymentDraft | null>(null)
  const choosingMana = ref<CardId | null>(null)
  const dummyDraft = ref<DummyDraft | null>(null)
  const manaDraft = ref<ManaDraft | null>(null)
  /** The stops dialog is open (issue 32: the steps where "to the next stop" stops). */
  const editingStops = ref(false)

  // a new step, turn or question starts its choices afresh
  watch(
    () => `${state.value.turn}:${state.value.phase}:${state.value.mulligans}:${state.value.question?.kind ?? ''}`,
    () => {
      bottomPicks.value = []
      attackPicks.value = []
      discardPicks.value = []
      blockDraft.value = Object.fromEntries(state.value.opponent.dummies.map((d) => [d.id, '']))
      paying.value = null
      choosingMana.value = null
    },
    { immediate: true },
  )
  const toggle = (list: typeof bottomPicks, id: CardId) => (list.value = list.value.includes(id) ? list.value.filter((x) => x !== id) : [...list.value, id])

  // ---- the opening hand: the London mulligan (CR 103.5) ---------------------------------------
  async function keep() {
    if (await act({ type: 'keepHand', bottom: [...bottomPicks.value] })) ctx.focusHand()
  }
  async function mulligan() {
    if (await act({ type: 'mulligan' })) ctx.focusHand()
  }

  // ---- priority and the turn ------------------------------------------------------------------
  /** N: passes priority; while the combat asks, it answers with what was chosen. */
  function pass() {
    const kind = state.value.question?.kind
    if (kind === 'attackers') return declareAttackers()
    if (kind === 'blockers') return declareBlockers()
    return act({ type: 'passPriority' })
  }
  const nextTurn = () => act({ type: 'nextTurn' })
  /** F: to the next stop (the engine passes the steps without a stop or with nothing to do); answers the combat's questions like N. */
  function toNextStop() {
    const kind = state.value.question?.kind
    if (kind === 'attackers') return declareAttackers()
    if (kind === 'blockers') return declareBlockers()
    return act({ type: 'passToStop' })
  }

  // ---- the stops (issue 32) ------------------------------------------------------------------
  /** The turn's phases with their steps that give priority, for the stops dialog (the goldfish's turn last). */
  const stopGroups = [
    ...TURN_STRUCTURE.map((g) => ({ id: g.id, names: g.names, steps: g.steps.filter((s) => PRIORITY_STEPS.includes(s)) })),
    { id: 'opponent', names: { en: 'Goldfish’s turn', fr: 'Tour de l’adversaire' }, steps: ['opponent' as const] },
  ]
  const hasStop = (phase: string) => state.value.stops.includes(phase as GameState['phase'])
  const setStop = (phase: string, on: boolean) => act({ type: 'setStop', phase: phase as GameState['phase'], on })
  const editStops = () => (ctx.session.clearRefusal(), (editingStops.value = true))

  // ---- the combat's questions (3.2.a, 3.3.a) ------------------------------------------------
  const declareAttackers = () => act({ type: 'declareAttackers', attackers: [...attackPicks.value] })
  const noAttack = () => act({ type: 'declareAttackers', attackers: [] })
  function declareBlockers() {
    // 3.3.b: the dummies' order is the damage assignment order
    const blocks = state.value.opponent.dummies.flatMap((d) => (blockDraft.value[d.id] ? [{ dummy: d.id, attacker: blockDraft.value[d.id] as CardId }] : []))
    return act({ type: 'declareBlockers', blocks })
  }
  const discard = () => act({ type: 'discard', cards: [...discardPicks.value] })
  const keepLegend = (card: CardId) => act({ type: 'keepLegend', card })
  /** CR 903.9a: the commander to the command zone, or left where it went. */
  function moveCommander(toCommand: boolean) {
    const p = state.value.question?.data
    return p?.kind === 'commander' ? act({ type: 'moveCommander', card: p.card, toCommand }) : undefined
  }

  // ---- mana and casting ------------------------------------------------------------------------
  /** A mana source's choices (each the mana one activation adds), as the engine read them. */
  const manaChoicesOf = (id: CardId) => defOf(id)?.manaChoices ?? []
  /** Taps a source: its only mana at once, or the choice of mana when it has several. */
  function tapForMana(id: CardId) {
    if (manaChoicesOf(id).length > 1) {
      ctx.session.clearRefusal()
      return void (choosingMana.value = id)
    }
    return act({ type: 'tapForMana', card: id })
  }
  async function chooseMana(choice: number) {
    const id = choosingMana.value
    if (id && (await act(choice ? { type: 'tapForMana', card: id, choice } : { type: 'tapForMana', card: id }))) closeDialogs(id)
  }
  const hasX = (id: CardId) => def(id).cost.some((s) => s.kind === 'variable')
  /** Casts at once, paying from the pool and auto-tapping the rest; a cost with X opens the payment to choose X. */
  function cast(id: CardId) {
    if (hasX(id)) return openPayment(id)
    return act({ type: 'cast', card: id, autoTap: true })
  }
  /** The X cost's cast with auto-tap, from the payment dialog. */
  async function castAutoTap() {
    const p = paying.value
    if (!p) return
    const x = Number(p.x) || 0
    if (await act({ type: 'cast', card: p.card, autoTap: true, ...(x ? { x } : {}) })) closeDialogs()
  }
  /** The spell whose auto-tap is previewed: the payment under way, else the hand or command card pointed at or focused. */
  const previewed = computed<{ card: CardId; x: number } | null>(() => {
    if (paying.value) return { card: paying.value.card, x: Number(paying.value.x) || 0 }
    const id = ctx.hovered.value ?? ctx.focused.value
    if (!id || state.value.instances[id] === undefined || def(id).land) return null
    const { hand, command } = state.value.zones
    return hand.includes(id) || command.includes(id) ? { card: id, x: 0 } : null
  })
  /** The sources auto-tap would tap for it, shown on the battlefield before the cast (none when the pool pays or it cannot be cast). */
  const plannedTaps = computed<CardId[]>(() => {
    const p = previewed.value
    if (!p) return []
    const taps = castTaps(state.value, p.card, p.x)
    return 'ok' in taps ? [] : taps.map((tap) => tap.card)
  })
  /** The payment dialog, filled with what the auto-payer would spend (CR 601.2h). */
  function openPayment(id: CardId) {
    ctx.session.clearRefusal()
    paying.value = { card: id, x: 0, ...spentByAutoPayer(id, 0) }
  }
  function spentByAutoPayer(id: CardId, x: number): { mana: Record<ManaType, number>; life: number } {
    const spent = payCost(def(id).cost, x, state.value.pool, false, state.value.life)
    return spent ? { mana: { ...spent.mana }, life: spent.life } : { mana: NO_MANA(), life: 0 }
  }
  function autoFill() {
    const p = paying.value
    if (p) paying.value = { ...p, ...spentByAutoPayer(p.card, Number(p.x) || 0) }
  }
  async function castPaid() {
    const p = paying.value
    if (!p) return
    const mana = Object.fromEntries(MANA_TYPES.filter((m) => Number(p.mana[m]) > 0).map((m) => [m, Number(p.mana[m])]))
    const x = Number(p.x) || 0
    const life = Number(p.life) || 0
    if (await act({ type: 'cast', card: p.card, ...(x ? { x } : {}), payment: { mana, ...(life ? { life } : {}) } })) closeDialogs()
  }
  /** The payment dialog is offered when only the payment stands in the way (the engine's dry run). */
  function canChoosePayment(id: CardId): boolean {
    const tried = tryAction({ type: 'cast', card: id })
    return tried.ok || tried.error.kind === 'cannot-pay' || tried.error.kind === 'bad-amount'
  }

  // ---- the goldfish and what is applied by hand ---------------------------------------------------
  const editDummy = () => (dummyDraft.value = { power: 2, toughness: 2 })
  async function addDummy() {
    const d = dummyDraft.value
    if (d && (await act({ type: 'addDummy', power: Number(d.power), toughness: Number(d.toughness) }))) closeDialogs()
  }
  const removeDummy = (dummy: DummyId) => act({ type: 'removeDummy', dummy })
  const changeLife = (side: Side, amount: number) => act({ type: 'changeLife', side, amount })
  const editMana = () => (manaDraft.value = { mana: 'C', count: 1 })
  async function addMana() {
    const d = manaDraft.value
    if (d && (await act({ type: 'addMana', mana: d.mana, count: Number(d.count) }))) closeDialogs()
  }

  function closeDialogs(focus?: CardId) {
    paying.value = null
    choosingMana.value = null
    dummyDraft.value = null
    manaDraft.value = null
    editingStops.value = false
    ctx.session.clearRefusal()
    if (focus && ctx.zoneOf(focus)) ctx.focus(focus)
    else ctx.focusTabStop()
  }

  // ---- what a gesture means ----------------------------------------------------------------------
  const onBattlefield = (id: CardId) => state.value.zones.battlefield.includes(id)
  const asks = (kind: string) => pending.value?.kind === kind

  /** Enter, Space or a click: the card's obvious action where it is; the engine's refusal says why not. */
  function primary(id: CardId, zone: string) {
    ctx.session.clearRefusal()
    if (asks('discard') && zone === 'hand') return toggle(discardPicks, id)
    if (asks('attackers') && zone === 'battlefield' && pending.value!.from.includes(id)) return toggle(attackPicks, id)
    if (asks('legend') && pending.value!.from.includes(id)) return void keepLegend(id)
    if (zone === 'hand') return void (def(id).land ? act({ type: 'playLand', card: id }) : cast(id))
    if (zone === 'command') return void cast(id)
    if (zone !== 'battlefield') return
    if (manaChoicesOf(id).length && !state.value.permanents[id]!.tapped) return void tapForMana(id)
    return void act({ type: 'tap', card: id, tapped: !state.value.permanents[id]!.tapped })
  }

  /** One menu entry per legal action of the card, then what is done by hand. */
  function cardEntries(id: CardId, zone: string | null): MenuEntry[] {
    const entries: MenuEntry[] = []
    for (const [i, action] of (byCard.value.get(id) ?? []).entries()) {
      const key = `${action.type}-${i}`
      if (action.type === 'tapForMana')
        entries.push({ key, label: t('mtgTable.action.tapForMana', { mana: manaText(manaChoicesOf(id)[action.choice ?? 0] ?? []) }), hint: i === 0 ? 'Enter' : undefined, run: () => void act(action) })
      else if (action.type === 'cast') entries.push({ key, label: castLabel(id), hint: 'Enter', run: () => void cast(id) })
      else entries.push({ key, label: t(`mtgTable.action.${action.type}`), hint: action.type === 'playLand' ? 'Enter' : undefined, run: () => void act(action) })
    }
    if ((zone === 'hand' || zone === 'command') && !def(id).land && canChoosePayment(id))
      entries.push({ key: 'pay', label: t('mtgTable.action.castPaying'), hint: 'C', run: () => openPayment(id) })
    if (zone === 'battlefield') entries.push(...manualEntries(id))
    return entries
  }

  /** "Cast (taps Mountain, Forest)": the menu says what auto-tap will tap before the player chooses. */
  function castLabel(id: CardId): string {
    const taps = castTaps(state.value, id, 0)
    if ('ok' in taps || !taps.length) return t('mtgTable.action.cast')
    return t('mtgTable.action.castTapping', { names: taps.map((tap) => def(tap.card).name).join(', ') })
  }

  function manualEntries(id: CardId): MenuEntry[] {
    const p = state.value.permanents[id]!
    const entries: MenuEntry[] = [
      { key: 'h-hand', heading: t('mtgTable.action.byHand') },
      { key: 'tap', label: t(p.tapped ? 'mtgTable.action.untap' : 'mtgTable.action.tap'), hint: 'T', run: () => void act({ type: 'tap', card: id, tapped: !p.tapped }) },
      { key: 'plus', label: t('mtgTable.action.counterAdd', { name: '+1/+1' }), run: () => void act({ type: 'counter', card: id, name: '+1/+1', delta: 1 }) },
      { key: 'minus', label: t('mtgTable.action.counterAdd', { name: '-1/-1' }), run: () => void act({ type: 'counter', card: id, name: '-1/-1', delta: 1 }) },
    ]
    if (def(id).loyalty !== null) entries.push({ key: 'loyalty', label: t('mtgTable.action.counterAdd', { name: 'loyalty' }), run: () => void act({ type: 'counter', card: id, name: 'loyalty', delta: 1 }) })
    for (const name of Object.keys(p.counters))
      entries.push({ key: `less-${name}`, label: t('mtgTable.action.counterRemove', { name }), run: () => void act({ type: 'counter', card: id, name, delta: -1 }) })
    return entries
  }

  /** The focused card, for the keys that act on one. */
  const focusedIn = (test: (id: CardId) => boolean) => {
    const key = ctx.focused.value
    return key && state.value.instances[key] !== undefined && test(key) ? key : null
  }

  function run(command: string) {
    if (command === 'keep') return ctx.opening.value ? void keep() : undefined
    if (command === 'mulligan') return ctx.opening.value ? void mulligan() : undefined
    if (ctx.opening.value) return
    if (command === 'pass') return void pass()
    if (command === 'nextStop') return void toNextStop()
    if (command === 'stops') return editStops()
    if (command === 'nextTurn') return void nextTurn()
    if (command === 'dummy') return editDummy()
    if (command === 'addMana') return editMana()
    const inHand = focusedIn((id) => state.value.zones.hand.includes(id) || state.value.zones.command.includes(id))
    const fielded = focusedIn(onBattlefield)
    if (command === 'castPaying' && inHand && !def(inHand).land) return openPayment(inHand)
    if (command === 'tap' && fielded) return void act({ type: 'tap', card: fielded, tapped: !state.value.permanents[fielded]!.tapped })
    if (command === 'attack' && fielded && asks('attackers')) return toggle(attackPicks, fielded)
  }

  // ---- how cards are drawn -------------------------------------------------------------------------
  const attacking = (id: CardId) => state.value.combat?.attackers.includes(id) ?? false
  /** Summoning sickness as the engine judges it (CR 302.6). */
  const sick = (id: CardId) => {
    const p = state.value.permanents[id]
    return !!p && def(id).creature && isSick(state.value, id, p)
  }
  function picked(id: CardId): boolean {
    if (asks('londonMulligan')) return bottomPicks.value.includes(id)
    if (asks('discard')) return discardPicks.value.includes(id)
    if (asks('attackers')) return attackPicks.value.includes(id)
    return false
  }
  function cardProps(id: CardId, place: CardPlace) {
    const base = { card: def(id), picked: picked(id), ready: byCard.value.has(id) || (asks('attackers') && pending.value!.from.includes(id)) }
    if (place !== 'field') return base
    const p = state.value.permanents[id]!
    const creature = def(id).creature
    return {
      ...base,
      tapped: p.tapped,
      sick: sick(id),
      damage: p.damage,
      counters: p.counters,
      power: creature ? powerOf(state.value, id) : null,
      toughness: creature ? toughnessOf(state.value, id) : null,
      attacking: attacking(id),
      willTap: plannedTaps.value.includes(id),
    }
  }

  /** A card dropped on the battlefield from the hand: a land is played, a spell cast with the auto-payer. */
  function drop(id: CardId, from: string | null, to: string): boolean {
    if (to !== 'battlefield' || (from !== 'hand' && from !== 'command' && from !== 'battlefield')) return false
    if (from === 'battlefield') return true
    ctx.session.clearRefusal()
    void (def(id).land ? act({ type: 'playLand', card: id }) : cast(id))
    return true
  }

  const anyDialog = () => !!(paying.value || choosingMana.value || dummyDraft.value || manaDraft.value || editingStops.value)
  const controller: GameTableController = {
    nameOf: (id) => defOf(id)?.name ?? id,
    cardProps,
    previewProps: (id) => ({
      card: id ? defOf(id) : null,
      power: id && onBattlefield(id) && def(id).creature ? powerOf(state.value, id) : null,
      toughness: id && onBattlefield(id) && def(id).creature ? toughnessOf(state.value, id) : null,
    }),
    iconProps: () => ({}),
    metaOf: (id) => [def(id).types.join(' '), manaText(def(id).cost.flatMap((s) => (s.kind === 'color' ? [s.color] : [])))].filter(Boolean).join(' · '),
    primary,
    cardEntries,
    pileEntries: () => [],
    // the engine's own answer: a dry run of the generic move
    canMoveTo: (id, zone) => tryAction({ type: 'move', card: id, to: zone } as Action).ok,
    drop,
    run,
    slotsOf: () => undefined,
    // one draw from losing (CR 704.5b)
    warns: (zone) => zone === 'library' && state.value.zones.library.length === 0,
    result: () => state.value.result,
    turn: () => ({ own: play.progress(state.value).ownTurn, game: state.value.turn }),
    dialogOpen: anyDialog,
    showsRefusal: () => !!(paying.value || choosingMana.value || dummyDraft.value || manaDraft.value || editingStops.value),
    // issue 32: the stops set on the phase bar, as in the stops dialog (the engine keeps them)
    stops: () => ({ steps: PRIORITY_STEPS, set: state.value.stops }),
    toggleStop: (step) => void setStop(step, !hasStop(step)),
  }

  // reactive: the parts' components read `table.paying`, not `table.paying.value`
  return reactive({
    ...controller,
    state,
    def,
    act,
    session: ctx.session,
    opening: ctx.opening,
    hovered: ctx.hovered,
    locale: ctx.locale,
    refusalText,
    pending,
    /** The engine offers another mulligan (CR 103.5: not after seven). */
    canMulligan: computed(() => legal.value.some((a) => a.type === 'mulligan')),
    bottomPicks,
    attackPicks,
    discardPicks,
    blockDraft,
    paying,
    choosingMana,
    dummyDraft,
    manaDraft,
    manaChoicesOf,
    hasX,
    sick,
    toggleBottom: (id: CardId) => toggle(bottomPicks, id),
    toggleAttacker: (id: CardId) => toggle(attackPicks, id),
    toggleDiscard: (id: CardId) => toggle(discardPicks, id),
    keep,
    mulligan,
    pass,
    toNextStop,
    nextTurn,
    editingStops,
    stopGroups,
    hasStop,
    setStop,
    editStops,
    declareAttackers,
    noAttack,
    declareBlockers,
    discard,
    keepLegend,
    moveCommander,
    chooseMana,
    openPayment,
    autoFill,
    castPaid,
    castAutoTap,
    plannedTaps,
    editDummy,
    addDummy,
    removeDummy,
    changeLife,
    editMana,
    addMana,
    closeDialogs,
  })
}
