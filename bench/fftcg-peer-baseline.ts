// The baseline of `npm run bench -- peer`: FFTCGSim's plain approach, written afresh (none of its
// code): the card database is one JSON array parsed at start-up, a search is a filter over those
// objects, and a deck is checked and counted by one loop that looks each code up in a Map.
import { readFileSync } from 'node:fs'
import type { Card } from '@shared/games/fftcg/card'

/** Start-up: read the file and parse it, and nothing else (no index of any kind). */
export function loadCardArray(path: string): Card[] {
  return (JSON.parse(readFileSync(path, 'utf8')) as { cards: Card[] }).cards
}

const lower = (s: string) => s.toLowerCase()

/** One hand-written filter per query of the comparison, as a builder with one form per facet does it. */
export const PEER_FILTERS: Record<string, (c: Card) => boolean> = {
  'job:"standard unit" e:wind': (c) => c.jobs.some((j) => lower(j).includes('standard unit')) && c.elements.includes('wind'),
  'e:fire t:backup cost<=2': (c) => c.elements.includes('fire') && c.type === 'backup' && c.cost <= 2,
  'set:1 r:L': (c) => c.set === 'Opus I' && c.rarity === 'L',
  't:summon cost>=5': (c) => c.type === 'summon' && c.cost >= 5,
  't:monster e:earth': (c) => c.type === 'monster' && c.elements.includes('earth'),
  'e:lightning "choose 1 forward"': (c) => c.elements.includes('lightning') && lower(c.plainText).includes('choose 1 forward'),
}

export function peerFilter(cards: readonly Card[], query: string): Card[] {
  const test = PEER_FILTERS[query]
  if (!test) throw new Error(`no baseline filter for ${query}`)
  return cards.filter(test)
}

/** Codes as a deck names them (printed code or key) → card: built once with the array. */
export function peerCodeMap(cards: readonly Card[]): Map<string, Card> {
  const byCode = new Map<string, Card>()
  for (const c of cards) {
    byCode.set(c.code, c)
    if (!byCode.has(c.key)) byCode.set(c.key, c)
  }
  return byCode
}

export interface PeerDeckReport {
  total: number
  problems: string[]
  byType: Record<string, number>
  costCurve: number[]
  elements: Record<string, number>
  exBurst: number
  averageCost: number
  jobs: Map<string, number>
  categories: Map<string, number>
}

/** Deck check (size, copies, unknown codes) and the builder's counts, in one plain loop. */
export function peerValidateAndCount(deck: readonly { code: string; count: number }[], byCode: Map<string, Card>): PeerDeckReport {
  const report: PeerDeckReport = {
    total: 0, problems: [], byType: {}, costCurve: [], elements: {}, exBurst: 0, averageCost: 0,
    jobs: new Map(), categories: new Map(),
  }
  const copies = new Map<string, number>()
  let costSum = 0
  for (const { code, count } of deck) {
    report.total += count
    const card = byCode.get(code)
    if (!card) {
      report.problems.push(`unknown card ${code}`)
      continue
    }
    copies.set(card.identity, (copies.get(card.identity) ?? 0) + count)
    report.byType[card.type] = (report.byType[card.type] ?? 0) + count
    report.costCurve[card.cost] = (report.costCurve[card.cost] ?? 0) + count
    for (const e of card.elements) report.elements[e] = (report.elements[e] ?? 0) + count
    if (card.exBurst) report.exBurst += count
    costSum += card.cost * count
    for (const j of card.jobs) report.jobs.set(j, (report.jobs.get(j) ?? 0) + count)
    report.categories.set(card.category1, (report.categories.get(card.category1) ?? 0) + count)
  }
  if (report.total !== 50) report.problems.push(`deck has ${report.total} cards`)
  for (const [identity, n] of copies) if (n > 3) report.problems.push(`${n} copies of ${identity}`)
  report.averageCost = report.total ? costSum / report.total : 0
  return report
}
