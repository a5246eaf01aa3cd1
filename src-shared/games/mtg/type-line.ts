// Type lines (`Legendary Snow Creature — Elf Druid`) split into supertypes, types and subtypes
// (CR 205), one part per face of a `Land // Legendary Creature — Demon` line.
import type { TypeLine } from './card'

/** CR 205.4a's supertypes, plus the un-official ones printed on tokens and Un-cards' hosts. */
const SUPERTYPES = new Set(['Basic', 'Legendary', 'Ongoing', 'Snow', 'World', 'Elite', 'Host', 'Token'])

/** CR 205.2a's card types, and Tribal, Kindred's name until 2024: only these are types (the filter panel lists them). */
const CARD_TYPES = new Set(['Artifact', 'Battle', 'Conspiracy', 'Creature', 'Dungeon', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Phenomenon', 'Plane', 'Planeswalker', 'Scheme', 'Sorcery', 'Tribal', 'Vanguard'])

/**
 * One face's type line. Words before the dash are supertypes or types; those after are subtypes.
 * "Summon Jaguar", the pre-1999 wording an Astral card still prints, is a creature whose other
 * words are its subtypes (the Oracle's "Creature — …"); any other unknown word before the dash is
 * kept as a subtype rather than read as a card type.
 */
export function parseTypeLine(line: string): TypeLine {
  const [left = '', right = ''] = line.split(/\s+[—–]\s+|\s+-\s+/, 2)
  const before = left.trim().split(/\s+/).filter(Boolean)
  const types = before.filter((w) => CARD_TYPES.has(w))
  const unknown = before.filter((w) => !SUPERTYPES.has(w) && !CARD_TYPES.has(w))
  const summon = unknown[0] === 'Summon'
  return {
    supertypes: before.filter((w) => SUPERTYPES.has(w)),
    types: summon && !types.includes('Creature') ? ['Creature', ...types] : types,
    subtypes: [...(summon ? unknown.slice(1) : unknown), ...right.trim().split(/\s+/).filter(Boolean)],
  }
}

/** A whole card's line, one entry per face (`A // B`). */
export const splitTypeLine = (line: string): TypeLine[] => line.split(' // ').map(parseTypeLine)
