// The colour class of a Vanguard card's nation and of its trigger kind (vanguard.css): each sets
// --vg-nation / --vg-trigger and the charts' --chart-fill / --chart-line.
import { TRIGGERS, type Trigger, type VanguardCard } from '@shared/games/vanguard/card'

/** The D series' nations have their own colours; any other (original series, a user's) is neutral. */
const NATION_SLUGS: Readonly<Record<string, string>> = {
  'Dragon Empire': 'dragon-empire',
  'Dark States': 'dark-states',
  'Brandt Gate': 'brandt-gate',
  'Keter Sanctuary': 'keter-sanctuary',
  Stoicheia: 'stoicheia',
  'Lyrical Monasterio': 'lyrical-monasterio',
  'Cray Elemental': 'cray-elemental',
}

export function nationClass(nation: string | undefined): string {
  return `vg-nation-${(nation && NATION_SLUGS[nation]) || 'other'}`
}

/** The classes of a card's first and second nation (dual-nation cards are drawn in both). */
export function nationClasses(card: Pick<VanguardCard, 'nations'>): [string, string | null] {
  return [nationClass(card.nations[0]), card.nations[1] ? nationClass(card.nations[1]) : null]
}

export const isTrigger = (value: string): value is Trigger => (TRIGGERS as readonly string[]).includes(value)
export const triggerClass = (trigger: Trigger) => `vg-trigger-${trigger}`
