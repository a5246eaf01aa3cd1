// Issue 25.2: Vanguard's damage limit lives once, in src-shared/games/vanguard/rules.ts; the
// module's meta reads it, and the engine's goldfish limit must agree with it until the engine
// imports it too (test/component/vanguard/damage-limit.test.ts makes it 4 and the table follows).
import { describe, expect, it } from 'vitest'
import { vanguard } from '@shared/games/vanguard'
import { GOLDFISH_DAMAGE_LIMIT } from '@shared/games/vanguard/engine'
import { DAMAGE_LIMIT } from '@shared/games/vanguard/rules'

describe('5. Étape des dommages: six damage loses', () => {
  it('is six, as the rules text says', () => expect(DAMAGE_LIMIT).toBe(6))
  it("is the module's life in every format", () => {
    for (const { id: format } of vanguard.deck.formats) expect({ format, life: vanguard.meta.lifeByFormat[format] }).toEqual({ format, life: DAMAGE_LIMIT })
  })
  it("is the engine's limit for the goldfish", () => expect(GOLDFISH_DAMAGE_LIMIT).toBe(DAMAGE_LIMIT))
})
