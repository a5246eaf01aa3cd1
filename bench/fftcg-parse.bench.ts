// `npm run bench -- parse`: decklist.parse of Deck Lab JSON deck files up to the API's 1 MiB
// (issue 17.6). The worst shape for the old reader: 500 entries whose line it could not find
// (`"code" : …`), among many lines; it scanned every line for every entry (3.4 s for 1 MiB).
// Figures for a half-size and a full-size file: a linear parse takes about twice as long for twice
// the text, a quadratic one four times (target: ratio ≤ 2.5, full size ≤ 500 ms: a million lines, each
// one ParsedLine of the answer). Printed, never asserted.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Card } from '@shared/games/fftcg/card'
import { MAX_DECKLIST_TEXT } from '@shared/channels/decklist'
import { parseDecklist } from '@shared/decklist/parse'
import { createCardResolver } from '@shared/games/fftcg/card-resolver'

const cards = (JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'resources', 'cards.json'), 'utf8')) as { cards: Card[] }).cards
const resolver = createCardResolver(cards)
const codes = [...new Set(cards.map((c) => c.code))].slice(0, 500)

/** A deck file of about `bytes`: 500 entries spread over blank lines. */
function deckFile(bytes: number): string {
  const entries = codes.map((code) => `{ "code" : ${JSON.stringify(code)}, "count": 1 }`)
  const gap = '\n'.repeat(Math.max(1, Math.floor((bytes - entries.join(',').length - 40) / entries.length)))
  return `{ "deckLab": 1, "deck": { "entries": [${entries.join(`,${gap}`)}] } }`
}

function median(run: () => void, times = 7): number {
  const ms: number[] = []
  for (let i = 0; i < times; i++) {
    const start = performance.now()
    run()
    ms.push(performance.now() - start)
  }
  return ms.sort((a, b) => a - b)[Math.floor(times / 2)]!
}

console.log(`Deck Lab decklist parse benchmark — Node ${process.version}`)
const half = deckFile(MAX_DECKLIST_TEXT / 2)
const full = deckFile(MAX_DECKLIST_TEXT - 1024)
parseDecklist(half, resolver) // warm-up
const parsed = parseDecklist(full, resolver)
const halfMs = median(() => parseDecklist(half, resolver))
const fullMs = median(() => parseDecklist(full, resolver))
console.log(`${(half.length / 1024).toFixed(0)} KiB, ${half.split('\n').length} lines: ${halfMs.toFixed(1)} ms`)
// Two targets, each with its own verdict: a line that only said "OVER TARGET" beside a ratio
// within its limit hid that the full-size time was the one over (seen at load 23).
const ratio = fullMs / halfMs
const verdict = (met: boolean) => (met ? 'OK' : 'OVER TARGET')
console.log(`${(full.length / 1024).toFixed(0)} KiB, ${full.split('\n').length} lines: ${fullMs.toFixed(1)} ms, target ≤ 500 ms: ${verdict(fullMs <= 500)} (${parsed.piles.main!.length} entries read; ×${ratio.toFixed(2)} for twice the text, target ≤ 2.5: ${verdict(ratio <= 2.5)})`)
