// The Vanguard lab's results (issue 13, item 5), with reports of the real lab run on dsd01, a
// start deck of the bundled catalog: the curve ride by turn with its interval, the triggers
// revealed by drive checks per game, the damage to the goldfish's vanguard by turn, and the
// policies compared on the same deals, in English and French.
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { runVanguardLab } from '@shared/games/vanguard/lab/run'
import type { VanguardLabReport } from '@shared/games/vanguard/lab/report'
import VanguardLabResults from '../../../src-renderer/games/vanguard/lab/VanguardLabResults.vue'
import { deck } from '../../unit/vanguard/engine-fixtures'
import { i18nFor } from '../fixtures'

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})
function show(report: VanguardLabReport, index = 0, locale: 'en' | 'fr' = 'en') {
  wrapper = mount(VanguardLabResults, { props: { report, policy: report.policies[index]! }, global: { plugins: [i18nFor(locale)] }, attachTo: document.body })
  return wrapper
}
const pct = (p: number) => `${(p * 100).toFixed(1)}%`

describe('Vanguard lab results', () => {
  const standard = runVanguardLab(deck, { seed: 7, games: 600, turns: 5, onThePlay: true, format: 'standard', policies: ['keep-hand', 'ride-line', { name: 'mine', keep: { trigger: 0 }, goldfishPower: 11_000 }] })
  const [keep, line] = standard.policies

  it('Phase de Ride: shows the curve (grade 3 by turn 3) with its interval, and the grade reached by turn for grades 1, 2 and 3', () => {
    const w = show(standard)
    const curve = keep!.curve!.estimate
    expect(curve.p).toBeGreaterThan(0)
    expect(curve.p).toBeLessThan(1)
    expect(w.find('[data-figure="curve"] dt').text()).toBe('Grade 3 on curve (turn 3)')
    expect(w.find('[data-figure="curve"] dd').text()).toBe(pct(curve.p))
    expect(w.find('[data-figure="curve"] .ci').text()).toBe(`${(curve.lo * 100).toFixed(1)}–${(curve.hi * 100).toFixed(1)}%`)
    const rides = w.find('[data-testid="lab-chart-rides"]')
    for (const grade of [1, 2, 3]) expect(rides.text()).toContain(`Grade ${grade}+`)
    // the chart's table has every turn's value with its interval
    expect(rides.text()).toContain(`${pct(keep!.rides[2]!.byTurn[4]!.p)} (`)
    expect(w.find('[data-testid="lab-pilot"]').text()).toContain('Without a ride deck')
  })

  it('SU-mulligan: the keep policy returns nothing; ride-line returns cards in every game', () => {
    expect(show(standard).find('[data-figure="mulligan"] dd').text()).toBe('0.0%')
    wrapper!.unmount()
    const w = show(standard, 1)
    expect(line!.mulligan.p).toBe(1)
    expect(w.find('[data-figure="mulligan"] dd').text()).toBe('100.0%')
    expect(w.find('[data-figure="returned"] dd').text()).toBe(line!.cardsReturned.toFixed(2))
  })

  it('4. Étape de conduite: the triggers revealed per game, by the kinds the deck holds, and the drive checks per game', () => {
    const w = show(standard)
    const chart = w.find('[data-testid="lab-chart-triggers"]')
    const held = keep!.triggers.filter((x) => x.inDeck > 0)
    expect(held.map((x) => x.trigger).sort()).toEqual(['critical', 'draw', 'front', 'heal', 'over'])
    for (const x of held) expect(chart.text()).toContain(`${x.trigger[0]!.toUpperCase()}${x.trigger.slice(1)} (${x.inDeck})`)
    expect(chart.text()).not.toContain('Stand')
    const drives = keep!.driveChecks
    expect(drives.mean).toBeGreaterThan(1)
    expect(w.find('[data-figure="drives"]').text()).toContain(drives.mean.toFixed(2))
  })

  it('5. Étape des dommages: damage by the last turn with its interval, against the policy’s opponent power, when it guards', () => {
    const guarding = runVanguardLab(deck, { seed: 7, games: 600, turns: 5, onThePlay: true, format: 'standard', policies: [{ name: 'mine', keep: { trigger: 0 }, goldfishPower: 11_000, shieldPerTurn: 20_000, guard: 'stay-under' }] })
    const w = show(guarding)
    const last = guarding.policies[0]!.turns[4]!
    expect(w.find('[data-figure="damage"] dt').text()).toBe('Damage by turn 5')
    expect(w.find('[data-figure="damage"] dd').text()).toBe(last.damage.mean.toFixed(2))
    expect(w.find('[data-figure="won"] dd').text()).toBe(pct(last.wonByNow.p))
    expect(w.find('[data-testid="lab-chart-damage"]').text()).toContain('11,000 power')
    expect(w.find('[data-testid="lab-pilot"]').text()).toContain('takes the hits that leave it under 5 damage and guards the others while 20,000 shield')
    expect(w.find('[data-testid="lab-goldfish-damage"]').exists()).toBe(false)
    wrapper!.unmount()
    expect(show(standard, 0).find('[data-testid="lab-chart-damage"]').text()).toContain('13,000 power')
  })

  it('issue 28: against the goldfish the damage figures leave the headline row (near their ceiling for every deck) for a line that gives them', () => {
    const w = show(standard)
    const last = keep!.turns[4]!
    expect(w.find('[data-figure="won"]').exists()).toBe(false)
    expect(w.find('[data-figure="damage"]').exists()).toBe(false)
    const line = w.find('[data-testid="lab-goldfish-damage"]').text()
    expect(line).toContain(`${last.damage.mean.toFixed(2)} damage on average by turn 5, and the sixth damage in ${pct(last.wonByNow.p)} of games`)
    expect(line).toContain('“Keep the five, opponent guards only when it must”')
    wrapper!.unmount()
    expect(show(standard, 0, 'fr').find('[data-testid="lab-goldfish-damage"]').text()).toContain('Contre le goldfish, qui ne garde jamais')
  })

  it('issue 28: the first twin drive’s trigger, triggers per drive check and a sentinel in hand by turn 3, each with its interval, in English and French', () => {
    const w = show(standard)
    const twin = keep!.firstTwinDrive!
    expect(w.find('[data-figure="twin"] dt').text()).toBe('A trigger in the first twin drive')
    expect(w.find('[data-figure="twin"] dd').text()).toBe(pct(twin.p))
    expect(w.find('[data-figure="perCheck"] dd').text()).toBe(pct(keep!.triggersPerCheck.p))
    expect(w.find('[data-figure="sentinel"] dt').text()).toBe('Sentinel in hand by turn 3')
    expect(w.find('[data-figure="sentinel"] dd').text()).toBe(pct(keep!.sentinelByTurn[2]!.p))
    expect(w.find('[data-testid="lab-sentinel"]').text()).toMatch(/^A sentinel in hand at the end of own turn: /)
    const fr = show(standard, 0, 'fr')
    expect(fr.find('[data-figure="twin"] dt').text()).toBe('Un trigger au premier twin drive')
    expect(fr.find('[data-figure="sentinel"] dt').text()).toBe('Sentinelle en main au tour 3')
  })

  it('says the guarding opponent’s shield when the policy has one, and the goldfish otherwise', () => {
    const guarded = runVanguardLab(deck, { seed: 7, games: 300, turns: 5, onThePlay: true, format: 'standard', policies: ['keep-hand', 'guarded'] })
    expect(show(guarded, 1).find('[data-testid="lab-pilot"]').text()).toContain('guards each attack that would hit while 20,000 shield a turn lasts')
    expect(show(guarded, 0).find('[data-testid="lab-pilot"]').text()).toContain('never guards')
  })

  it('compares the policies with the first on the same deals, in French too', () => {
    const w = show(standard, 0, 'fr')
    const row = w.find('[data-testid="lab-comparisons"] tr[data-policy="ride-line"]')
    expect(row.text()).toContain('Garder les cinq − Une de chaque grade 1 à 3')
    const curve = standard.comparisons[0]!.curve
    // ride-line rides on curve more often: keep − ride-line is negative, and in bold when significant
    expect(curve.diff).toBeLessThan(0)
    expect(row.findAll('td')[0]!.classes('sig')).toBe(curve.significant)
    expect(w.find('[data-testid="lab-comparisons"] tr[data-policy="mine"] th').text()).toBe('Garder les cinq − mine')
    expect(w.text()).toContain('Avant-garde de chaque grade ou plus au tour')
    expect(w.find('[data-testid="lab-pilot"]').text()).toContain('Sans ride deck')
  })

  it('says the ride deck’s discard-to-ride in that format, and only the opening hand without turns', () => {
    const rideDeck = runVanguardLab(deck, { seed: 1, games: 200, turns: 3, onThePlay: false, format: 'ride-deck', policies: ['keep-hand'] })
    const w = show(rideDeck)
    expect(w.find('[data-testid="lab-pilot"]').text()).toContain('discards a card to ride')
    expect(w.find('[data-figure="curve"] dd').text()).toBe('100.0%')
    wrapper!.unmount()
    const none = show(runVanguardLab(deck, { seed: 1, games: 50, turns: 0, onThePlay: true, format: 'ride-deck', policies: ['keep-hand'] }))
    expect(none.find('[data-figure="curve"]').exists()).toBe(false)
    expect(none.find('[data-testid="lab-chart-rides"]').exists()).toBe(false)
    expect(none.text()).toContain('No turn simulated')
  })

  it('SU-setup: names the ride pile the games started from, by name and grade, in English and French; a run saved without one says nothing', () => {
    const rideDeck = runVanguardLab(deck, { seed: 1, games: 50, turns: 3, onThePlay: true, format: 'ride-deck', policies: ['keep-hand'] })
    expect(rideDeck.ridePile.map((c) => c.grade)).toEqual([0, 1, 2, 3])
    const list = rideDeck.ridePile.map((c) => `${c.name} (grade ${c.grade})`).join('; ')
    expect(show(rideDeck).find('[data-testid="lab-ride-pile"]').text()).toBe(`Ride deck played: ${list}.`)
    wrapper!.unmount()
    expect(show(rideDeck, 0, 'fr').find('[data-testid="lab-ride-pile"]').text()).toBe(`Ride deck joué : ${list}.`)
    wrapper!.unmount()
    const starting = standard.ridePile[0]!
    expect(show(standard).find('[data-testid="lab-ride-pile"]').text()).toBe(`Starting vanguard played: ${starting.name} (grade 0).`)
    wrapper!.unmount()
    const { ridePile: _, ...saved } = standard
    expect(show(saved as VanguardLabReport).find('[data-testid="lab-ride-pile"]').exists()).toBe(false)
  })
})
