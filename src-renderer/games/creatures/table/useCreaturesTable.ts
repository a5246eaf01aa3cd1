// The creature game's side of the table: the opening choice, the summon with its posture and
// sacrifices, the target of an attack or an equipment, the goldfish's dummy creatures, and what a
// click, a menu entry or a key means on a card. Every rule question goes to the engine (legal
// actions, canSacrifice, a dry run of `apply`); this file only maps gestures to actions.
import { computed, reactive, ref, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import {
  apply,
  boardShape,
  canSacrifice,
  describeError,
  type Action,
  type CardDef,
  type CardId,
  type DummyId,
  type GameState,
  type Posture,
  type RuleError,
  type SummonPosture,
  type ZoneName,
} from '@shared/games/creatures/engine'
import type { MenuEntry } from '../../../table/menu'
import type { CardPlace, GameTableController, TableContext } from '../../../table/parts'
import { useOpeningPicks } from '../../../table/useOpeningPicks'

export type CreaturesTable = ReturnType<typeof useCreaturesTable>

/** A dummy creature being added (id null) or edited. */
export interface DummyDraft {
  id: DummyId | null
  atk: number
  def: number
  posture: Posture
}

/** Where a card of each category lives on the board (a manual drop on the field goes there). */
const HOME: Record<CardDef['category'], ZoneName> = { creature: 'creatures', effect: 'magic', equipment: 'magic', terrain: 'terrain' }

export function useCreaturesTable(ctx: TableContext) {
  const { t } = useI18n()
  const state = computed(() => ctx.state.value as GameState)
  const shape = computed(() => boardShape(state.value))
  const legal = computed(() => ctx.module.play.legalActions(state.value) as Action[])
  const defOf = (id: CardId): CardDef | null => {
    const code = state.value.instances[id]
    return code === undefined ? null : (state.value.defs[code] ?? null)
  }
  const def = (id: CardId) => defOf(id)!
  const act = (action: Action) => ctx.act(action)
  const refusalText = computed(() => (ctx.session.refusal ? describeError(ctx.session.refusal as RuleError, ctx.locale.value) : null))

  // ---- dialogs ----------------------------------------------------------------------------
  const { picks: mulliganPicks, toggle: toggleMulligan, keep, mulligan } = useOpeningPicks(ctx, () => state.value.zones.hand)
  const summoning = ref<{ card: CardId; posture: SummonPosture; sacrifices: CardId[] } | null>(null)
  /** An attacker choosing its target, or an equipment card choosing its creature. */
  const targeting = ref<{ kind: 'attack' | 'equip'; card: CardId } | null>(null)
  const dummyDraft = ref<DummyDraft | null>(null)

  // a new phase or turn closes what was being chosen
  watch(
    () => `${state.value.turn}:${state.value.phase}`,
    () => {
      summoning.value = null
      targeting.value = null
    },
  )

  // ---- the engine's answers ---------------------------------------------------------------
  const summonable = computed(() => new Set(legal.value.flatMap((a) => (a.type === 'summon' ? [a.card] : []))))
  const attackers = computed(() => new Set(legal.value.flatMap((a) => (a.type === 'attack' ? [a.card] : []))))
  const posturable = computed(() => new Map(legal.value.flatMap((a) => (a.type === 'setPosture' ? [[a.card, a.posture] as const] : []))))
  const activatable = computed(() => new Set(legal.value.flatMap((a) => (a.type === 'activateMagic' ? [a.card] : []))))
  const settable = computed(() => new Set(legal.value.flatMap((a) => (a.type === 'setMagic' ? [a.card] : []))))
  const terrains = computed(() => new Set(legal.value.flatMap((a) => (a.type === 'playTerrain' ? [a.card] : []))))
  const usableSkills = computed(() => new Set(legal.value.flatMap((a) => (a.type === 'activateSkill' ? [`${a.card}:${a.skill}`] : []))))
  /** The engine's answer to this action now (a dry run: the state is not changed). */
  const tryAction = (action: Action) => ctx.module.play.apply(state.value, action) as { ok: true } | { ok: false; error: RuleError }
  const accepts = (action: Action) => tryAction(action).ok
  /**
   * The summon's dialog opens when only the sacrifices stand in the way (the engine checks them
   * last, 1.3, RS); any other refusal (phase, AP) is shown at once.
   */
  function choosesSacrifices(id: CardId) {
    if (summonable.value.has(id)) return true
    const trial = tryAction({ type: 'summon', card: id, posture: 'offensive', sacrifices: [] })
    return trial.ok || trial.error.kind.startsWith('sacrifice-')
  }

  // ---- summon (1.2, 1.3, RS) ---------------------------------------------------------------
  function openSummon(card: CardId, posture: SummonPosture = 'offensive') {
    ctx.session.clearRefusal()
    summoning.value = { card, posture, sacrifices: [] }
  }
  function toggleSacrifice(id: CardId) {
    const s = summoning.value
    if (!s) return
    ctx.session.clearRefusal()
    s.sacrifices = s.sacrifices.includes(id) ? s.sacrifices.filter((x) => x !== id) : [...s.sacrifices, id]
  }
  async function confirmSummon() {
    const s = summoning.value
    if (!s) return
    if (await act({ type: 'summon', card: s.card, posture: s.posture, sacrifices: s.sacrifices })) closeDialogs(s.card)
  }

  // ---- attack (1.3.1) and equipment (2.1) --------------------------------------------------
  function attack(card: CardId) {
    ctx.session.clearRefusal()
    if (state.value.opponent.creatures.length) return void (targeting.value = { kind: 'attack', card })
    return act({ type: 'attack', card })
  }
  function equip(card: CardId) {
    ctx.session.clearRefusal()
    targeting.value = { kind: 'equip', card }
  }
  async function pickTarget(target: string) {
    const aim = targeting.value
    if (!aim) return
    const action: Action = aim.kind === 'attack' ? { type: 'attack', card: aim.card, target } : { type: 'activateMagic', card: aim.card, target }
    if (await act(action)) closeDialogs(aim.card)
  }

  function closeDialogs(focus?: CardId) {
    summoning.value = null
    targeting.value = null
    ctx.session.clearRefusal()
    if (focus && ctx.zoneOf(focus)) ctx.focus(focus)
    else ctx.focusTabStop()
  }

  // ---- the goldfish's dummies --------------------------------------------------------------
  function editDummy(id: DummyId | null) {
    const d = id ? state.value.opponent.creatures.find((x) => x.id === id) : null
    dummyDraft.value = d ? { id: d.id, atk: d.atk, def: d.def, posture: d.posture } : { id: null, atk: 1000, def: 1000, posture: 'offensive' }
  }
  async function saveDummy() {
    const d = dummyDraft.value
    if (!d) return
    const fields = { atk: Number(d.atk), def: Number(d.def), posture: d.posture }
    if (await act(d.id ? { type: 'updateDummy', dummy: d.id, ...fields } : { type: 'addDummy', ...fields })) closeDummy()
  }
  /** The form closes and the keyboard goes on from the board (the focus was in the form, now gone). */
  function closeDummy() {
    dummyDraft.value = null
    ctx.session.clearRefusal()
    ctx.focusTabStop()
  }
  async function removeDummy(id: DummyId) {
    // its buttons go with it: the keyboard goes on from the board
    if (await act({ type: 'removeDummy', dummy: id })) ctx.focusTabStop()
  }

  // ---- what a gesture means ----------------------------------------------------------------
  /** Enter, Space or a click: the obvious thing for the card where it is; a refusal says why not. */
  function primary(id: CardId, zone: string) {
    const category = def(id).category
    if (zone === 'hand') {
      if (category === 'creature') return choosesSacrifices(id) ? openSummon(id) : void act({ type: 'summon', card: id, posture: 'offensive', sacrifices: [] })
      if (category === 'equipment') return activatable.value.has(id) ? equip(id) : void act({ type: 'activateMagic', card: id })
      if (category === 'terrain') return void act({ type: 'playTerrain', card: id })
      return void act({ type: 'activateMagic', card: id })
    }
    if (zone === 'creatures') {
      if (state.value.phase === 'clash') return attackers.value.has(id) ? void attack(id) : void act({ type: 'attack', card: id })
      const posture = posturable.value.get(id)
      return void act({ type: 'setPosture', card: id, posture: posture ?? 'defensive' })
    }
    if (zone === 'magic') return category === 'equipment' ? equip(id) : void act({ type: 'activateMagic', card: id })
  }

  function handEntries(id: CardId): MenuEntry[] {
    const category = def(id).category
    if (category === 'creature')
      return (['offensive', 'defensive'] as const).map((posture) => ({
        key: `summon-${posture}`,
        label: t(`creatures.menu.summon.${posture}`),
        hint: posture === 'offensive' ? 'Enter' : undefined,
        disabled: !choosesSacrifices(id),
        run: () => openSummon(id, posture),
      }))
    if (category === 'terrain') return [{ key: 'terrain', label: t('creatures.menu.terrain'), hint: 'Enter', disabled: !terrains.value.has(id), run: () => void act({ type: 'playTerrain', card: id }) }]
    return [
      { key: 'set-magic', label: t('creatures.menu.setMagic'), disabled: !settable.value.has(id), run: () => void act({ type: 'setMagic', card: id }) },
      ...magicEntries(id),
    ]
  }

  function magicEntries(id: CardId): MenuEntry[] {
    if (def(id).category === 'equipment') return [{ key: 'equip', label: t('creatures.menu.equip'), hint: 'Enter', disabled: !activatable.value.has(id), run: () => equip(id) }]
    return [{ key: 'activate', label: t('creatures.menu.activate'), hint: 'Enter', disabled: !activatable.value.has(id), run: () => void act({ type: 'activateMagic', card: id }) }]
  }

  function creatureEntries(id: CardId): MenuEntry[] {
    const entries: MenuEntry[] = []
    if (state.value.phase === 'clash') entries.push({ key: 'attack', label: t('creatures.menu.attack'), hint: 'A', disabled: !attackers.value.has(id), run: () => void attack(id) })
    const posture = posturable.value.get(id)
    if (posture) entries.push({ key: 'posture', label: t(`creatures.menu.posture.${posture}`), hint: 'P', run: () => void act({ type: 'setPosture', card: id, posture }) })
    def(id).skills.forEach((skill, i) =>
      entries.push({
        key: `skill-${i}`,
        label: t('creatures.menu.skill', { name: skill.name, n: skill.ap }),
        disabled: !usableSkills.value.has(`${id}:${i}`),
        run: () => void act({ type: 'activateSkill', card: id, skill: i }),
      }),
    )
    for (const equipment of equipmentOf(id))
      entries.push({ key: `unequip-${equipment}`, label: t('creatures.menu.unequip', { name: def(equipment).name }), run: () => void act({ type: 'move', card: equipment, to: 'graveyard' }) })
    return entries
  }

  function cardEntries(id: CardId, zone: string | null): MenuEntry[] {
    if (zone === 'hand') return handEntries(id)
    if (zone === 'magic') return magicEntries(id)
    if (zone === 'creatures') return creatureEntries(id)
    return []
  }

  const equipmentOf = (creature: CardId) => Object.entries(shape.value.attachedTo).flatMap(([eq, c]) => (c === creature ? [eq] : []))

  /** The creature with the board's focus, for the keys that act on one. */
  const focusedCreature = () => {
    const key = ctx.focused.value
    return key && state.value.zones.creatures.includes(key) ? key : null
  }

  function run(command: string) {
    const opening = ctx.opening.value
    const focused = focusedCreature()
    switch (command) {
      case 'keep':
        return opening ? void keep() : undefined
      case 'mulligan':
        return opening ? void mulligan() : undefined
      case 'nextPhase':
        return opening ? void keep() : void act({ type: 'nextPhase' })
      case 'endTurn':
        return opening ? undefined : void act({ type: 'endTurn' })
      case 'attack':
        return focused ? void (attackers.value.has(focused) ? attack(focused) : act({ type: 'attack', card: focused })) : undefined
      case 'posture': {
        const posture = focused ? posturable.value.get(focused) : undefined
        return focused ? void act({ type: 'setPosture', card: focused, posture: posture ?? 'defensive' }) : undefined
      }
      case 'dummy':
        return editDummy(null)
    }
  }

  function cardProps(id: CardId, place: CardPlace) {
    const base = { card: def(id), picked: ctx.opening.value && mulliganPicks.value.includes(id) }
    if (place === 'hand') return { ...base, ready: summonable.value.has(id) }
    const posture = shape.value.postures[id]
    return {
      ...base,
      posture: posture?.posture ?? null,
      restTurns: posture?.restTurns ?? 0,
      equipment: equipmentOf(id).map((eq) => def(eq).name),
      ready: attackers.value.has(id),
      readyLabel: attackers.value.has(id) ? t('creatures.card.canAttack') : '',
    }
  }

  const controller: GameTableController = {
    nameOf: (id) => defOf(id)?.name ?? id,
    cardProps,
    previewProps: (id) => {
      const posture = id ? shape.value.postures[id] : undefined
      return { card: id ? defOf(id) : null, posture: posture?.posture ?? null, restTurns: posture?.restTurns ?? 0, equipment: id ? equipmentOf(id).map((eq) => def(eq).name) : [] }
    },
    iconProps: () => ({}),
    metaOf: (id) => {
      const d = def(id)
      return d.category === 'creature' ? `${t('creatures.card.level', { n: d.level ?? 0 })} · ${d.atk}/${d.def}` : t(`creatures.category.${d.category}`)
    },
    primary,
    cardEntries,
    pileEntries: () => [],
    // the engine's own answer: a dry run of the generic move
    canMoveTo: (id, zone) => zone !== 'equipped' && accepts({ type: 'move', card: id, to: zone as ZoneName }),
    drop(id, from, to) {
      if (to !== 'equipped') return false
      if (from === 'hand') primary(id, 'hand')
      else void act({ type: 'move', card: id, to: HOME[def(id).category] })
      return true
    },
    run,
    slotsOf: () => undefined,
    warns: () => false,
    result: () => state.value.result,
    turn: () => ({ own: state.value.ownTurn, game: state.value.turn }),
    dialogOpen: () => !!(summoning.value || targeting.value || dummyDraft.value),
    showsRefusal: () => !!(summoning.value || targeting.value || dummyDraft.value),
  }

  // reactive: the parts' components read `table.summoning`, not `table.summoning.value`
  return reactive({
    ...controller,
    state,
    shape,
    def,
    act,
    session: ctx.session,
    opening: ctx.opening,
    refusalText,
    mulliganPicks,
    summoning,
    targeting,
    dummyDraft,
    canSacrifice: (id: CardId) => canSacrifice(state.value, id),
    toggleMulligan,
    keep,
    mulligan,
    toggleSacrifice,
    confirmSummon,
    pickTarget,
    closeDialogs,
    editDummy,
    saveDummy,
    closeDummy,
    removeDummy,
  })
}
