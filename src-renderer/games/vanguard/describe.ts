// A Vanguard card in words, for accessible names and the drawn card's type line: name, grade,
// unit or order type, trigger with its power, power, shield, critical, skill.
import { isOrder, type VanguardCard } from '@shared/games/vanguard/card'

type Translate = (key: string, values?: Record<string, unknown>) => string
type Format = (n: number) => string

/** The unit type, or the order's type ("Blitz order"). */
export function kindOf(t: Translate, card: Pick<VanguardCard, 'unitType' | 'orderType'>): string {
  return isOrder(card) ? t(`vanguard.orderType.${card.orderType ?? 'normal'}`) : t(`vanguard.unitType.${card.unitType}`)
}

/** "+10000" or "+100 million" (the over trigger's printed value). */
export function triggerPowerText(t: Translate, format: Format, power: number): string {
  return power >= 1_000_000 ? t('vanguard.card.triggerMillions', { n: format(power / 1_000_000) }) : `+${format(power)}`
}

/** The clan when the card has one (original series), else its nations. */
export function affiliationOf(card: Pick<VanguardCard, 'clan' | 'nations'>): string {
  return card.clan ?? card.nations.join(' / ')
}

export function describeVanguardCard(t: Translate, format: Format, card: VanguardCard): string[] {
  const parts = [card.name]
  if (card.grade !== null) parts.push(t('vanguard.card.grade', { n: card.grade }))
  parts.push(kindOf(t, card))
  if (card.trigger) parts.push(t('vanguard.card.trigger', { kind: t(`vanguard.trigger.${card.trigger}`), power: triggerPowerText(t, format, card.triggerPower) }))
  if (card.power !== null) parts.push(t('vanguard.card.power', { n: format(card.power) }))
  if (card.shield !== null) parts.push(t('vanguard.card.shield', { n: format(card.shield) }))
  if (card.critical !== null) parts.push(t('vanguard.card.critical', { n: card.critical }))
  if (card.skill) parts.push(t(`vanguard.skill.${card.skill}`))
  return parts
}
