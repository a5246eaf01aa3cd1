// `npm run cli -- --game vanguard lab <deck>` as a user runs it: a real process over the bundled
// catalog, a decklist with its ride deck, the report as tables (the curve ride by turn, triggers
// per game, damage by turn, each with its interval) and the same figures as JSON.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { LabStatus } from '@shared/channels/lab'
import { entryKey } from '@shared/games/vanguard/codes'
import type { VanguardLabReport } from '@shared/games/vanguard/lab'
import { card, deckPiles } from '../vanguard/fixtures'
import { runCli } from './run-cli'

const dir = mkdtempSync(join(tmpdir(), 'decklab-vanguard-lab-cli-'))
const { ride, main } = deckPiles('dsd01')
const line = (e: { code: string; count: number }) => `${e.count}x ${card(e.code).code}`
const deckFile = join(dir, 'dsd01.txt')
writeFileSync(deckFile, ['Name: Nirvana trial', 'Ride deck (4)', ...ride.map(line), 'Main deck (46)', ...main.map(line)].join('\n'))
const cli = (args: string[]) => runCli(['--game', 'vanguard', 'lab', deckFile, '--games', '3000', '--seed', '5', '--turns', '4', '--workers', '1', ...args], dir)

const pct = (p: number) => `${(100 * p).toFixed(1)}%`
const mean = (m: { mean: number; lo: number; hi: number }) => `${m.mean.toFixed(2)} [${m.lo.toFixed(2)}, ${m.hi.toFixed(2)}]`

describe('npm run cli -- --game vanguard lab', () => {
  it('prints the ride deck it played, the curve ride, triggers per game and damage by turn with intervals; --json has the same figures', async () => {
    const text = await cli([])
    expect(text.code).toBe(0)
    const json = await cli(['--json'])
    expect(json.code).toBe(0)
    const r = (JSON.parse(json.stdout) as LabStatus).results as VanguardLabReport
    // The file's ride deck, not a guess from the main deck (SU-setup).
    expect(r.ridePile.map((c) => entryKey(c.code)).sort()).toEqual(ride.map((e) => entryKey(e.code)).sort())
    expect(r).toMatchObject({ deckSize: 50, format: 'ride-deck', seed: 5, turns: 4, games: 3000 })
    const out = text.stdout
    expect(out).toMatch(/^"Nirvana trial" deck of 50 cards, with a ride deck, on the play\n3,000 games, seed 5, 4 turns, /)
    expect(out).toContain(`Ride deck: ${r.ridePile.map((c) => `${c.code} ${c.name} (grade ${c.grade})`).join('; ')}`)
    expect(r.ridePile.map((c) => c.grade)).toEqual([0, 1, 2, 3])
    const p = r.policies[0]!
    expect(out).toContain(`== policy "keep-hand": cards returned in ${pct(p.mulligan.p)}`)
    expect(out).toContain(`Grade 3 on curve (own turn 3): ${pct(p.curve!.estimate.p)}`)
    // The curve table: a row per turn, a column per grade 1, 2, 3.
    const rides = out.split('The vanguard is of this grade or more by own turn t (Phase de Ride):\n')[1]!.split('\n\n')[0]!.split('\n')
    expect(rides[0]!.split(/\s+/)).toEqual(['turn', 'grade', '1', 'grade', '2', 'grade', '3'])
    const halfWidth = (e: { p: number; lo: number; hi: number }) => (100 * Math.max(e.p - e.lo, e.hi - e.p)).toFixed(1)
    rides.slice(1).forEach((row, t) => expect(row.split(/\s{2,}/)).toEqual([String(t + 1), ...p.rides.map((g) => `${pct(g.byTurn[t]!.p)} ±${halfWidth(g.byTurn[t]!)}`)]))
    expect(rides).toHaveLength(1 + r.turns)
    for (const k of p.triggers.filter((t) => t.inDeck > 0)) expect(out).toMatch(new RegExp(`\\n${k.trigger} +${k.inDeck} +${mean(k.perGame).replace(/[[\]]/g, '\\$&')}\\n`))
    expect(out).toContain(`drive checks`)
    for (const t of p.turns) expect(out).toContain(`${mean(t.damage)}`)
  }, 90_000)

  it('compares two policies on the same deals, as paired differences with their intervals', async () => {
    const { code, stdout } = await cli(['--compare', 'keep-hand,ride-line'])
    expect(code).toBe(0)
    expect(stdout).toContain('== policy "ride-line"')
    expect(stdout).toMatch(/"keep-hand" − "ride-line" \(same deals\): on curve by turn 3 [+-]\d\.\d{3} \[-?\d\.\d{3}, -?\d\.\d{3}\].*; damage by turn 4 [+-]\d\.\d{2} \[/)
  }, 90_000)

  it('--policy stay-under: the opponent that guards only the hits that would bring it one damage from losing (issue 28)', async () => {
    const { code, stdout } = await cli(['--policy', 'stay-under'])
    expect(code).toBe(0)
    expect(stdout).toContain('== policy "stay-under"')
    expect(stdout).toContain('and guards with 20,000 shield a turn only the hits that would bring it to 5 damage')
  }, 90_000)

  it('without a ride deck (--format standard), plays the one card of the file’s ride pile as the starting vanguard', async () => {
    const grade0 = ride.find((e) => card(e.code).grade === 0)!
    const standardFile = join(dir, 'standard.txt')
    const rest = [...main, ...ride.filter((e) => e !== grade0)]
    writeFileSync(standardFile, ['Starting vanguard', line(grade0), 'Main deck', ...rest.map(line)].join('\n'))
    const { code, stdout } = await runCli(['--game', 'vanguard', 'lab', standardFile, '--format', 'standard', '--games', '2000', '--seed', '2', '--workers', '1'], dir)
    expect(code).toBe(0)
    expect(stdout).toContain('deck of 50 cards, without a ride deck (starting vanguard), on the play')
    expect(stdout).toContain(`Starting vanguard: ${card(grade0.code).code} ${card(grade0.code).name} (grade 0)\n`)
  }, 90_000)
})
