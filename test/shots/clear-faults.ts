import { rmSync } from 'node:fs'

/** A new sweep starts a new list of faults (the shots themselves are overwritten). */
export default function clearFaults() {
  rmSync(`${process.env.SHOTS_DIR ?? 'test-results/shots-all'}/faults.txt`, { force: true })
}
