// Type lines (`Legendary Snow Creature — Elf Druid`) split into supertypes, types and subtypes
// (CR 205), one part per face of a `Land // Legendary Creature — Demon` line.
import type { TypeLine } from './card'

/** CR 205.4a's supertypes, plus the un-official ones printed on tokens and Un-cards' hosts. */
const SUPERTYPES = new Set(['Basic', 'Legendary', 'Ongoing', 'Snow', 'World', 'Elite', 'Host', 'Token'])

/** One face's type line. Words before the dash are supertypes or types; those after are subtypes. */
export function parseTypeLine(line: string): TypeLine {
  const [left = '', right = ''] = line.split(/\s+[—–]\s+|\s+-\s+/, 2)
  const before = left.trim().split(/\s+/).filter(Boolean)
  return {
    supertypes: before.filter((w) => SUPERTYPES.has(w)),
    types: before.filter((w) => !SUPERTYPES.has(w)),
    subtypes: right.trim().split(/\s+/).filter(Boolean),
  }
}

/** A whole card's line, one entry per face (`A // B`). */
export const splitTypeLine = (line: string): TypeLine[] => line.split(' // ').map(parseTypeLine)
