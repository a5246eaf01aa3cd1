// FFTCG's side of the table: casting with the CP payment panel, the mulligan order, the party of
// attackers, the End Phase discard, the EX Burst notice, and what a click, a menu entry or a key
// means on an FFTCG card. Every rule question goes to the engine (legal actions, attackerError,
// the table questions of engine/table.ts); this file only maps the player's gestures to actions.
import { computed, nextTick, reactive, ref, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import type { Card } from '@shared/games/fftcg/card'
import type { GameView as AnyGameView } from '@shared/channels/game'
import {
  attackerError,
  attacksFromField,
  costsCp,
  describeError,
  entersField,
  findDef,
  handExcess,
  hasPower,
  inAttackPhase,
  isCastable,
  legalActions,
  type Action,
  type CardId,
  type GameState,
  type Payment,
  type RuleError,
} from '@shared/games/fftcg/engine'

/** Main's view of a game, as FFTCG's parts get it: the table gives them FFTCG games only. */
type GameView = Omit<AnyGameView, 'state' | 'cards'> & { state: GameState; cards: Record<string, Card> }
import { cardInLocale } from '@shared/games/fftcg/card-locale'
import type { MenuEntry } from '../../../table/menu'
import type { CardPlace, GameTableController, TableContext } from '../../../table/parts'

export type FftcgTable = ReturnType<typeof useFftcgTable>

export function useFftcgTable(ctx: TableContext) {
  const { t } = useI18n()
  const view = computed(() => ctx.view.value as unknown as GameView)
  const state = computed(() => view.value.state)
  const act = (action: Action) => ctx.act(action)
  // Cards as shown: names, jobs and text in the app's language where the data has them.
  const cardOf = (id: CardId): Card | null => {
    const def = findDef(state.value, id)
    const card = def === undefined ? undefined : view.value.cards[def.key]
    return card ? cardInLocale(card, ctx.locale.value) : null
  }
  const card = (id: CardId) => cardOf(id)!
  const legal = computed(() => legalActions(state.value))

  // ---- panels ---------------------------------------------------------------------------
  const paying = ref<CardId | null>(null)
  const discarding = ref(false)
  const discardError = ref<string | null>(null)
  const attackers = ref<CardId[]>([])
  const dismissedBurst = ref<number | null>(null)
  const mulliganOrder = ref<CardId[]>([])

  // The payment panel shows while the card is still in hand: once the predicted cast has moved it,
  // the table's keys work again, even before main's answer (a fast N after paying is not lost).
  const paymentShown = computed(() => !!paying.value && state.value.zones.hand.includes(paying.value))

  watch(
    () => [ctx.opening.value, state.value.zones.hand] as const,
    ([opening, hand]) => {
      if (opening) mulliganOrder.value = [...hand]
    },
    { immediate: true },
  )
  // a new turn or phase ends any party being formed
  watch(
    () => `${state.value.turn}:${state.value.phase}`,
    () => (attackers.value = []),
  )

  const exBursts = computed(() =>
    dismissedBurst.value === view.value.actionCount ? [] : view.value.events.flatMap((e) => (e.kind === 'exBurst' ? [e.card] : [])),
  )

  // ---- casting --------------------------------------------------------------------------
  function openCast(id: CardId) {
    if (!isCastable(state.value, id)) return
    ctx.session.clearRefusal()
    if (!costsCp(state.value, id)) return void act({ type: 'cast', card: id, payment: { dull: [], discard: [] } })
    paying.value = id
  }

  /** A payment on its way: the panel stays open (and its button enabled, so that it can take the focus) while an earlier action is answered. */
  let sending = false
  async function pay(payment: Payment) {
    const id = paying.value
    if (!id || sending) return
    sending = true
    try {
      // main may answer after the player has opened the next card's payment: that one stays open
      if ((await act({ type: 'cast', card: id, payment })) && paying.value === id) {
        paying.value = null
        void nextTick(() => ctx.focusTabStop())
      }
    } finally {
      sending = false
    }
  }

  function closePayment() {
    const id = paying.value
    paying.value = null
    ctx.session.clearRefusal()
    if (id) ctx.focus(id)
  }

  // ---- attacks --------------------------------------------------------------------------
  /** The Forwards the engine lets attack now (its legal actions), never the board's own guess. */
  const attackable = computed(() => new Set(legal.value.flatMap((a) => (a.type === 'attack' ? a.attackers : []))))
  const isAttacker = (id: CardId) => attackable.value.has(id)
  /** 10.1.2.1.1: a Forward without Haste that came under control this turn, as the engine checks it. */
  const justArrived = (id: CardId) => attackerError(state.value, id)?.error.kind === 'attack-summoning-sick'

  function toggleAttacker(id: CardId) {
    attackers.value = attackers.value.includes(id) ? attackers.value.filter((x) => x !== id) : [...attackers.value, id]
  }

  async function attack(ids: CardId[]) {
    if (!ids.length) return
    if (await act({ type: 'attack', attackers: ids })) attackers.value = []
  }

  function attackCommand() {
    const key = ctx.focused.value
    const focused = key && attacksFromField(state.value, key) ? key : null
    if (focused && !attackers.value.includes(focused)) return attack([focused])
    return attack(attackers.value.length ? attackers.value : focused ? [focused] : [])
  }

  // ---- turn -----------------------------------------------------------------------------
  const excess = computed(() => handExcess(state.value))
  const canMulligan = computed(() => legal.value.some((a) => a.type === 'mulligan'))

  function endTurn() {
    if (ctx.opening.value) return
    if (excess.value > 0) {
      discardError.value = null
      discarding.value = true
      return
    }
    return act({ type: 'endTurn' })
  }

  async function confirmDiscard(ids: CardId[]) {
    if (await act({ type: 'endTurn', discard: ids })) {
      discarding.value = false
      ctx.focusHand()
    } else if (ctx.session.refusal) discardError.value = describeError(ctx.session.refusal as RuleError, ctx.locale.value)
  }

  /** 9.5.1.2: where the engine will not pass the End Phase until the hand is down to the limit, N opens the discard. */
  function nextPhase() {
    if (!legal.value.some((a) => a.type === 'nextPhase') && excess.value > 0) return endTurn()
    return act({ type: 'nextPhase' })
  }

  async function keep() {
    if (await act({ type: 'keepHand' })) ctx.focusHand()
  }

  async function mulligan(order?: CardId[]) {
    await act({ type: 'mulligan', bottomOrder: order ?? mulliganOrder.value })
  }

  // ---- what a gesture means -------------------------------------------------------------
  /** Enter, Space or a click on a card: the obvious thing for where it is. */
  function primary(id: CardId, zone: string) {
    if (zone === 'hand') return openCast(id)
    if (zone !== 'field') return
    if (isAttacker(id) || attackers.value.includes(id)) return toggleAttacker(id)
    // In the Attack Phase a click on a Forward means "attack": say why the rules refuse it.
    const refused = inAttackPhase(state.value) && attacksFromField(state.value, id) ? attackerError(state.value, id) : null
    if (refused) return ctx.session.explain(refused.error)
    return act({ type: state.value.status[id]!.dull ? 'activate' : 'dull', card: id })
  }

  function cardEntries(id: CardId, zone: string | null): MenuEntry[] {
    const s = state.value.status[id]
    const entries: MenuEntry[] = []
    if (zone === 'hand' && isCastable(state.value, id)) entries.push({ key: 'cast', label: t('playtest.menu.cast'), hint: 'Enter', run: () => openCast(id) })
    if (zone !== 'field' || !s) return entries
    if (inAttackPhase(state.value) && attacksFromField(state.value, id)) {
      entries.push({ key: 'attack', label: t('playtest.menu.attack'), hint: 'A', disabled: !isAttacker(id), run: () => void attack([id]) })
      entries.push({
        key: 'party',
        label: attackers.value.includes(id) ? t('playtest.menu.unselect') : t('playtest.menu.party'),
        disabled: !isAttacker(id),
        run: () => toggleAttacker(id),
      })
    }
    entries.push(
      s.dull
        ? { key: 'activate', label: t('playtest.menu.activate'), run: () => void act({ type: 'activate', card: id }) }
        : { key: 'dull', label: t('playtest.menu.dull'), run: () => void act({ type: 'dull', card: id }) },
      {
        key: 'freeze',
        label: s.frozen ? t('playtest.menu.unfreeze') : t('playtest.menu.freeze'),
        run: () => void act({ type: 'freeze', card: id, frozen: !s.frozen }),
      },
    )
    if (hasPower(state.value, id)) {
      entries.push(
        { key: 'damage', label: t('playtest.menu.damage', { n: 1000 }), run: () => void act({ type: 'damageForward', card: id, amount: 1000 }) },
        { key: 'power-up', label: t('playtest.menu.power', { n: '+1000' }), run: () => void act({ type: 'modifyPower', card: id, amount: 1000 }) },
        { key: 'power-down', label: t('playtest.menu.power', { n: '−1000' }), run: () => void act({ type: 'modifyPower', card: id, amount: -1000 }) },
      )
    }
    const counterName = t('playtest.menu.counterName')
    entries.push({ key: 'counter-add', label: t('playtest.menu.counterAdd'), run: () => void act({ type: 'counter', card: id, name: counterName, delta: 1 }) })
    for (const name of Object.keys(s.counters))
      entries.push({ key: `counter-remove-${name}`, label: t('playtest.menu.counterRemove', { name }), run: () => void act({ type: 'counter', card: id, name, delta: -1 }) })
    return entries
  }

  function run(command: string) {
    const opening = ctx.opening.value
    switch (command) {
      case 'keep':
        return opening ? void keep() : undefined
      case 'mulligan':
        return opening && canMulligan.value ? void mulligan() : undefined
      case 'nextPhase':
        return void (opening ? keep() : nextPhase())
      case 'endTurn':
        return void endTurn()
      case 'attack':
        return void attackCommand()
      case 'damage':
        return void act({ type: 'damageSelf', amount: 1 })
      case 'opponentDamage':
        return void act({ type: 'damageOpponent', amount: 1 })
    }
  }

  const controller: GameTableController = {
    nameOf: (id) => cardOf(id)?.name ?? id,
    cardProps(id: CardId, place: CardPlace) {
      if (place !== 'field') return { card: card(id) }
      return {
        card: card(id),
        status: state.value.status[id],
        selected: attackers.value.includes(id),
        label: isAttacker(id) ? t('playtest.canAttack') : '',
        justArrived: justArrived(id),
        class: { ready: isAttacker(id) },
      }
    },
    previewProps: (id) => ({ card: id ? cardOf(id) : null, status: id ? (state.value.status[id] ?? null) : null }),
    iconProps: (id) => ({ elements: card(id).elements }),
    metaOf: (id) => `${t(`type.${card(id).type}`)} · ${card(id).cost}`,
    primary,
    cardEntries,
    pileEntries: (zone) =>
      zone === 'deck' ? [{ key: 'damage', label: t('playtest.command.damage'), hint: 'T', run: () => void act({ type: 'damageSelf', amount: 1 }) }] : [],
    canMoveTo: (id, zone) => zone !== 'field' || entersField(state.value, id),
    drop(id, from, to) {
      if (to !== 'field' || from !== 'hand') return false
      openCast(id)
      return true
    },
    run,
    slotsOf: (zone) => (zone === 'damage' ? state.value.damageLimit : undefined),
    // one damage from losing (7.8, 12.4.1)
    warns: (zone) => zone === 'damage' && state.value.zones.damage.length >= state.value.damageLimit - 1,
    result: () => state.value.result,
    turn: () => ({ own: state.value.ownTurn, game: state.value.turn }),
    dialogOpen: () => paymentShown.value || discarding.value,
    showsRefusal: () => paymentShown.value,
  }

  // reactive: the parts' components read `table.paying`, not `table.paying.value`
  return reactive({
    ...controller,
    view,
    state,
    cardOf,
    act,
    session: ctx.session,
    hovered: ctx.hovered,
    opening: ctx.opening,
    paying,
    paymentShown,
    discarding,
    discardError,
    attackers,
    dismissedBurst,
    mulliganOrder,
    exBursts,
    excess,
    canMulligan,
    pay,
    closePayment,
    attack,
    endTurn,
    confirmDiscard,
    nextPhase,
    keep,
    mulligan,
  })
}
