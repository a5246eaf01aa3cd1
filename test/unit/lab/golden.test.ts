// Same deck, policy and seed → bit-identical figures: the raw accumulators of fixed runs, stored
// before the simulator was optimised (fixtures/golden.json, see golden.ts), must not move.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GOLDEN_CASES, GOLDEN_FILE, runGolden } from './golden'

const stored = JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as Record<string, number[]>

describe('golden runs (bit-identical figures)', () => {
  for (const c of GOLDEN_CASES) {
    it(c.name, () => {
      expect(stored[c.name], 'missing from the fixture').toBeDefined()
      expect(runGolden(c)).toEqual(stored[c.name])
    })
  }
})
