// Screenshots of Vanguard's card parts: `npx tsx test/harness/vanguard-parts-shots.ts [outDir]`
// opens /vanguard-parts.html for the cards with a trigger unit's detail, an order's detail, and
// the deck statistics, at 1024×700 and 1920×1080, in English and French (default /tmp/wt-vgcards-shots).
import { shoot } from './shoot'

const page = (part: string, code = '') => (lang: string) => `vanguard-parts.html?lang=${lang}&part=${part}${code && `&code=${encodeURIComponent(code)}`}`
await shoot(process.argv[2] ?? '/tmp/wt-vgcards-shots', [
  { path: page('cards', 'D-BT01/063'), ready: '[data-testid="parts-page"]', name: 'vg-cards-trigger' },
  { path: page('cards', 'D-BT01/068'), ready: '[data-testid="parts-page"]', name: 'vg-cards-order' },
  { path: page('stats'), ready: '[data-testid="deck-stats"]', name: 'vg-stats' },
])
