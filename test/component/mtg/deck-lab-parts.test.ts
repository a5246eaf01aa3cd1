// Magic's deck statistics tab and lab results (src-renderer/games/mtg/deck, lab) on a 60-card
// red-green deck of the bundled catalog (test/unit/mtg/gruul-deck.ts): the figures, the mana
// curve, pips against sources and types counted by hand from its list; the lab's figures with
// their intervals from a real run, in English and French.
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { DeckEntry } from '@shared/game/module'
import { runMtgLab } from '@shared/games/mtg/lab/run'
import type { MtgLabReport } from '@shared/games/mtg/lab/report'
import MtgDeckStats from '../../../src-renderer/games/mtg/deck/MtgDeckStats.vue'
import MtgLabResults from '../../../src-renderer/games/mtg/lab/MtgLabResults.vue'
import { card, cards } from '../../unit/mtg/fixtures'
import { GRUUL_DECK } from '../../unit/mtg/gruul-deck'
import { i18nFor } from '../fixtures'

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})
const byId = new Map(cards.map((c) => [c.id, c]))
const lookup = (code: string) => byId.get(code) ?? null
const entries: DeckEntry[] = GRUUL_DECK.map(([name, count]) => ({ code: card(name).id, count }))

function stats(list: DeckEntry[], locale: 'en' | 'fr' = 'en') {
  wrapper = mount(MtgDeckStats, { props: { entries: list, lookup }, global: { plugins: [i18nFor(locale)] }, attachTo: document.body })
  return wrapper
}
/** A chart's table: each row's heading and cells. */
const table = (w: VueWrapper, testid: string) =>
  w.findAll(`[data-testid="${testid}"] tbody tr`).map((r) => [r.find('th').text(), ...r.findAll('td').map((d) => d.text())])

describe('deck statistics', () => {
  it('counts 60 cards, 24 lands and 36 others', () => {
    const w = stats(entries)
    expect(w.find('[data-figure="cards"] dd').text()).toBe('60')
    expect(w.find('[data-figure="lands"] dd').text()).toBe('24')
    expect(w.find('[data-figure="spells"] dd').text()).toBe('36')
    expect(w.find('.note').exists()).toBe(false)
  })

  it('draws the mana curve of the non-lands: a split card at its halves’ sum (709.4), 7 and more together', () => {
    // 1: Elves, Bolt; 3: Giant, Radha, Lovestruck Beast, Murderous Rider; 4: Leafkin, Questing Beast, Garruk; 6: Embercleave; 8: Assure // Assemble
    expect(table(stats(entries), 'chart-curve')).toEqual([['0', '0'], ['1', '8'], ['2', '0'], ['3', '14'], ['4', '10'], ['5', '0'], ['6', '3'], ['7+', '1']])
  })

  it('sets each colour’s pips against the lands and other cards that make it; blue, absent, is left out', () => {
    expect(table(stats(entries), 'chart-colors')).toEqual([
      // Assure {G/W}{G/W}, Assemble {4}{G}{W}
      ['White', '3', '0', '0'],
      // two Murderous Riders, {1}{B}{B} and Swift End {1}{B}{B}: no source
      ['Black', '8', '0', '0'],
      // 7 Mountains, 4 Rugged Highlands, 4 Game Trails
      ['Red', '26', '15', '0'],
      // 9 Forests and the 8 dual lands; Llanowar Elves and Leafkin Avenger add {G}
      ['Green', '35', '17', '8'],
    ])
    expect(wrapper!.find('[data-testid="color-figures"] [data-color="B"] .line').text()).toBe('8 pips · 0 sources')
  })

  it('counts cards by type of the front face, in the deck list’s order; in French', () => {
    const w = stats(entries, 'fr')
    const rows = w.findAll('[data-testid="chart-types"] li').map((li) => [li.find('.label').text(), li.find('.value').text()])
    expect(rows).toEqual([['Créature', '25'], ['Planeswalker', '3'], ['Éphémère', '5'], ['Artefact', '3'], ['Terrain', '24']])
    expect(w.find('[data-testid="chart-curve"] figcaption').text()).toBe('Courbe de mana (hors terrains)')
  })

  it('leaves cards it does not know out of every figure, and says how many', () => {
    const w = stats([...entries, { code: 'no-such-card', count: 2 }])
    expect(w.find('[data-figure="cards"] dd').text()).toBe('60')
    expect(w.find('.note').text()).toBe('2 unknown cards are left out of the figures.')
  })
})

const percent = new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })
const tenths = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const pct = (p: number) => percent.format(p)
const pctCi = (e: { p: number; lo: number; hi: number }) => `${pct(e.p)} (${tenths.format(e.lo * 100)}–${tenths.format(e.hi * 100)})`
const deck = GRUUL_DECK.flatMap(([name, count]) => Array.from({ length: count }, () => card(name)))
const report = runMtgLab(deck, { seed: 5, games: 2_000, turns: 6, onThePlay: true, policies: ['lands-2-5', 'keep-7'] })

function results(r: MtgLabReport, index = 0, locale: 'en' | 'fr' = 'en') {
  // the results name spells from the deck's cards store when it holds them (here it is empty: the report's names)
  setActivePinia(createPinia())
  wrapper = mount(MtgLabResults, { props: { report: r, policy: r.policies[index]! }, global: { plugins: [i18nFor(locale)] }, attachTo: document.body })
  return wrapper
}

describe('lab results (CR 103.5 London mulligan; screw and flood as docs/games/mtg-lab.md defines them)', () => {
  const [keep25, keep7] = report.policies

  it('shows the mulligan, screw and flood rates with their intervals, and what screw and flood mean', () => {
    const w = results(report)
    const screw = keep25!.screw!
    expect(screw.p).toBeGreaterThan(0)
    expect(w.find('[data-figure="screw"] dd').text()).toBe(pct(screw.p))
    expect(w.find('[data-figure="screw"] .ci').text()).toBe(`${tenths.format(screw.lo * 100)}–${pct(screw.hi)}`)
    expect(w.find('[data-figure="flood"] dd').text()).toBe(pct(keep25!.flood!.p))
    expect(w.find('[data-figure="mulligan"] dd').text()).toBe(pct(keep25!.mulligan.p))
    expect(w.find('[data-testid="lab-definitions"]').text()).toBe(
      '24 lands in 60 cards. Screw: fewer than 3 lands in play on turn 4. Flood: 7 lands or more among the cards seen by turn 5.',
    )
  })

  it('a policy that always keeps seven never mulligans', () => {
    expect(keep7!.mulligan.p).toBe(0)
    expect(results(report, 1).find('[data-figure="mulligan"] dd').text()).toBe('0.0%')
  })

  it('charts the lands in play by turn and every land drop made, each turn in the chart’s table', () => {
    const w = results(report)
    const lands = table(w, 'lab-chart-lands')
    expect(lands.map((r) => r[0])).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6'])
    expect(lands[3]![1]).toBe(`${keep25!.lands[3]!.inPlay.mean.toFixed(2)} ± ${Math.max(keep25!.lands[3]!.inPlay.hi - keep25!.lands[3]!.inPlay.mean, keep25!.lands[3]!.inPlay.mean - keep25!.lands[3]!.inPlay.lo).toFixed(2)}`)
    const drops = table(w, 'lab-chart-drops')
    expect(drops.map((r) => r[1])).toEqual(keep25!.lands.map((x) => pctCi(x.allDrops)))
    // a kept hand has a land or more, all but the last allowed mulligan's
    expect(keep25!.lands[0]!.allDrops.p).toBeGreaterThan(0.98)
  })

  it('lists each spell on its curve turn: castable, on curve, given the land drops; a splash no land makes is never castable', () => {
    const w = results(report)
    const row = (name: string) => w.find(`[data-testid="lab-spells"] tr[data-spell="${name}"]`)
    const bolt = keep25!.spells.find((s) => s.name === 'Lightning Bolt')!
    expect(row('Lightning Bolt').find('th').text()).toBe('4× Lightning Bolt')
    expect(row('Lightning Bolt').find('td').text()).toBe('1')
    expect(row('Lightning Bolt').find('[data-col="castable"]').text()).toBe(pctCi(bolt.castable!))
    expect(row('Lightning Bolt').find('[data-col="givenLandDrops"]').text()).toBe(pctCi(bolt.givenLandDrops!))
    expect(row('Murderous Rider // Swift End').find('[data-col="castable"]').text()).toMatch(/^0\.0% /)
    expect(row('Garruk, Unleashed').find('td').text()).toBe('4')
    // by curve turn: the one-drops first
    expect(w.findAll('[data-testid="lab-spells"] tbody tr').map((r) => r.find('td').text())).toEqual(['1', '1', '2', '3', '3', '3', '3', '4', '4', '4', '6'])
  })

  it('lists the coloured sources each cost needs by Karsten’s method beside the deck’s own, and says what is short (issue 32)', () => {
    const w = results(report)
    const row = (key: string) => w.find(`[data-testid="lab-sources"] tr[data-cost="${key}"]`)
    const bolt = report.sources.find((r) => r.color === 'R' && r.cost === 'C')!
    // 7 Mountains, 4 Rugged Highlands, 4 Game Trails make red
    expect(row('R C').find('th').text()).toBe('C Red')
    expect(row('R C').find('[data-col="play"]').text()).toBe(String(bolt.onThePlay))
    expect(row('R C').find('[data-col="deck"]').text()).toBe('15')
    expect(row('R C').find('.names').text()).toContain('Lightning Bolt')
    // Murderous Rider {1}{B}{B}: no land of the deck makes black, so every source it needs is missing
    const rider = report.sources.find((r) => r.color === 'B' && r.cost === '1CC')!
    expect(rider.onThePlay).toBeGreaterThan(0)
    expect(row('B 1CC').find('[data-col="deck"]').text()).toBe(`0${rider.onThePlay} short`)
    expect(row('B 1CC').find('.short-note').text()).toBe(`${rider.onThePlay} short`)
    expect(row('B 1CC').find('[data-col="deck"]').classes()).toContain('short')
    expect(row('R C').find('[data-col="deck"]').classes()).not.toContain('short')
    const fr = results(report, 0, 'fr')
    expect(fr.find('[data-testid="lab-sources"] .title').text()).toBe('Sources colorées nécessaires (méthode de Frank Karsten)')
    expect(fr.find('[data-testid="lab-sources"] tr[data-cost="R C"] th').text()).toBe('C Rouge')
  })

  it('compares the policies on the same deals, in French', () => {
    const w = results(report, 0, 'fr')
    const row = w.find('[data-testid="lab-comparisons"] tr[data-policy="keep-7"]')
    expect(row.find('th').text()).toBe('Garder 2 à 5 terrains − Toujours garder sept')
    expect(row.findAll('td')[0]!.text()).toMatch(/pts/)
    expect(w.find('[data-figure="screw"] dt').text()).toBe('Manque de terrains')
  })

  it('says which turn screw and flood need when the run is shorter', () => {
    const short = runMtgLab(deck, { seed: 5, games: 200, turns: 3, onThePlay: false, policies: ['lands-2-5'] })
    const w = results(short)
    expect(w.find('[data-figure="screw"] dd').text()).toBe('needs turn 4')
    expect(w.find('[data-figure="flood"] dd').text()).toBe('needs turn 5')
    expect(w.find('[data-testid="lab-comparisons"]').exists()).toBe(false)
  })
})
