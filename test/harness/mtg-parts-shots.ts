// Screenshots of Magic's renderer parts: `npx tsx test/harness/mtg-parts-shots.ts [outDir]` opens
// /mtg-parts.html for a transforming card's detail, a split card's, the deck statistics and the
// lab results, at 1024×700 and 1920×1080, in English and French (default /tmp/wt-mtgparts-shots).
import { shoot } from './shoot'

const page = (part: string, name = '') => (lang: string) => `mtg-parts.html?lang=${lang}&part=${part}${name && `&name=${encodeURIComponent(name)}`}`
await shoot(process.argv[2] ?? '/tmp/wt-mtgparts-shots', [
  { path: page('cards', 'Aberrant Researcher // Perfected Form'), ready: '[data-testid="parts-page"]', name: 'mtg-cards-transform' },
  { path: page('cards', 'Assure // Assemble'), ready: '[data-testid="parts-page"]', name: 'mtg-cards-split' },
  { path: page('cards', 'Omnath, Locus of Creation'), ready: '[data-testid="parts-page"]', name: 'mtg-cards-legalities' },
  { path: page('stats'), ready: '[data-testid="deck-stats"]', name: 'mtg-stats' },
  { path: page('lab'), ready: '[data-testid="lab-results"]', name: 'mtg-lab', fullPage: true },
])
