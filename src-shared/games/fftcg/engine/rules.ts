// Rule processes (12.4), checked after every action, and the limits on who may join the field.
import { breakAll, defOf, err, isCharacter, isLightOrDark, lose, powerOf, win, type Fail } from './state'
import type { CardId, GameEvent, GameState } from './types'

export const MAX_BACKUPS = 5

/**
 * All rule processes at once, as one event (12.3): Characters with power 0 or less (12.4.4) or
 * damage ≥ power (12.4.5) are broken; two or more non-multicard Characters of one name
 * (12.4.6) and two or more Light/Dark Characters (12.4.7) all go to the Break Zone. A card whose
 * multicard flag is unknown (null) is never broken for its name: the player decides (it was
 * flagged with a `multicardUnknown` event when it joined). Then the end of the game (12.4.1, 3.1.1;
 * 3.2: a loss prevails).
 */
export function checkRules(state: GameState, events: GameEvent[]): GameState {
  if (state.result !== 'ongoing') return state
  let next = state
  const field = state.zones.field
  if (field.length > 0) {
    let broken: Map<CardId, string> | null = null
    let lightDark = 0
    let unique = 0
    for (const id of field) {
      const def = defOf(state, id)
      const status = state.status[id]!
      const power = powerOf(def, status)
      if (power !== null && (power <= 0 || status.damage >= power)) (broken ??= new Map()).set(id, power <= 0 ? '12.4.4' : '12.4.5')
      if (!isCharacter(def)) continue
      if (isLightOrDark(def)) lightDark++
      if (def.multicard === false) unique++
    }
    // Allocation-free in the common case: the pair scans run only when a limit may be exceeded.
    if (lightDark > 1)
      for (const id of field) {
        const def = defOf(state, id)
        if (isCharacter(def) && isLightOrDark(def) && !broken?.has(id)) (broken ??= new Map()).set(id, '12.4.7')
      }
    if (unique > 1)
      for (let i = 0; i < field.length; i++) {
        const a = defOf(state, field[i]!)
        if (a.multicard !== false || !isCharacter(a)) continue
        for (let j = i + 1; j < field.length; j++) {
          const b = defOf(state, field[j]!)
          if (b.multicard !== false || b.name !== a.name || !isCharacter(b)) continue
          for (const id of [field[i]!, field[j]!]) if (!broken?.has(id)) (broken ??= new Map()).set(id, '12.4.6')
        }
      }
    if (broken) {
      const map: Map<CardId, string> = broken
      const ids = field.filter((id) => map.has(id))
      for (const id of ids) events.push({ kind: 'broken', card: id, rule: map.get(id)! })
      next = breakAll(next, 'field', ids)
    }
  }
  if (next.zones.damage.length >= next.damageLimit) return lose(next, '12.4.1', 'damage-zone', events)
  if (next.opponentDamage >= next.damageLimit) return win(next, '3.1.1', events)
  return next
}

/**
 * May this Character join the field now? Casting must not break the limits (7.7.3): no sixth
 * Backup (base rules: "Vous ne pouvez pas avoir plus de 5 Soutiens sur le terrain"), no second
 * non-multicard Character of one name, no second Light/Dark Character. Effects that move cards
 * (`strict: false`) may exceed the name and Light/Dark limits: the rule processes then break
 * them (7.7.3, last sentence). An unknown multicard flag is accepted with a warning event.
 */
export function joinCheck(state: GameState, id: CardId, strict: boolean, events: GameEvent[]): Fail | null {
  const def = defOf(state, id)
  let backups = 0
  const sameName: CardId[] = []
  let lightDark: CardId | null = null
  for (const other of state.zones.field) {
    if (other === id) continue
    const o = defOf(state, other)
    if (o.type === 'backup') backups++
    if (o.name === def.name && o.multicard !== true && isCharacter(o)) sameName.push(other)
    if (isLightOrDark(o) && isCharacter(o)) lightDark = other
  }
  if (def.type === 'backup' && backups >= MAX_BACKUPS)
    return err('backups-full', 'base-rules', `at most ${MAX_BACKUPS} Backups on the field (base rules, “Points importants”)`, {
      max: MAX_BACKUPS,
    })
  if (strict && isLightOrDark(def) && lightDark !== null)
    return err('light-dark', '7.7.3', 'only one Light or Dark Character on the field at a time (7.7.3, 12.4.7)', { other: lightDark })
  if (def.multicard !== true && sameName.length > 0) {
    const certain = def.multicard === false && sameName.some((o) => defOf(state, o).multicard === false)
    if (strict && certain)
      return err('same-name', '7.7.3', `a Character named ${def.name} without the multicard icon is already on the field`, {
        name: def.name,
        other: sameName[0]!,
      })
    if (!certain) events.push({ kind: 'multicardUnknown', card: id, others: sameName })
  }
  return null
}
