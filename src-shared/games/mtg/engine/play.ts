// The play part of the Magic module, typed against the contract's PlayRules (the module's
// index.ts, assembled with the card, deck and decklist parts, uses it as `play`).
import type { Localized, PlayRules, ZoneSpec } from '../../../game/module'
import type { MtgCard } from '../card'
import { ACTION_TYPES, MANUAL_ACTIONS, type Action } from './actions'
import { ActionSchema } from './action-schema'
import { apply } from './apply'
import { legalActions } from './legal'
import { pendingChoice } from './questions'
import { describeError, describeEvent, namesFrom } from './log'
import { PHASES, type Phase } from './phases'
import { CR, TEXT } from './rules'
import { newGame, type NewGameOptions } from './state'
import type { GameEvent, GameState, RuleError, ZoneName } from './types'
import { boardShape, progressOf } from './view'

const t = (en: string, fr: string): Localized => ({ en, fr })

export const ZONE_SPECS: readonly ZoneSpec<ZoneName>[] = [
  { id: 'library', names: t('Library', 'Bibliothèque'), layout: 'pile', hidden: true, rule: 'CR 401' },
  { id: 'hand', names: t('Hand', 'Main'), layout: 'fan', rule: 'CR 402' },
  { id: 'battlefield', names: t('Battlefield', 'Champ de bataille'), layout: 'row', rule: 'CR 403' },
  { id: 'graveyard', names: t('Graveyard', 'Cimetière'), layout: 'pile', rule: 'CR 404' },
  { id: 'stack', names: t('Stack', 'Pile'), layout: 'pile', rule: CR.stack },
  { id: 'exile', names: t('Exile', 'Exil'), layout: 'pile', rule: 'CR 406' },
  { id: 'command', names: t('Command zone', 'Zone de commandement'), layout: 'pile', rule: 'CR 408' },
]

export const mtgPlay: PlayRules<MtgCard, GameState, Action, GameEvent, RuleError, NewGameOptions, ZoneName, Phase> = {
  zones: ZONE_SPECS,
  phases: PHASES,
  actions: ACTION_TYPES.map((type) => ({ type, manual: MANUAL_ACTIONS.has(type) })),
  actionSchema: ActionSchema,
  newGame,
  apply,
  legalActions,
  pending: pendingChoice,
  cardIds: (state) => Object.keys(state.instances),
  zonesOf: (state) => state.zones,
  phaseOf: (state) => state.phase,
  isOver: (state) => state.result !== 'ongoing',
  board: (state) => {
    const shape = boardShape(state)
    return { field: shape.field, counts: shape.counts }
  },
  progress: progressOf,
  turnFigures: [
    { key: 'lands', from: 'developed', names: t('Lands by turn', 'Terrains par tour') },
    { key: 'lifeDealt', from: 'dealt', names: t('Life dealt by turn', 'Points de vie infligés par tour') },
    { key: 'lifeLost', from: 'taken' },
  ],
  cardKeyOf: (state, id) => state.instances[id] ?? null,
  log: { describeEvent, describeError, namesFrom },
}

