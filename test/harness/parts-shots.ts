// Screenshots of the creature game's renderer parts: `npx tsx test/harness/parts-shots.ts [outDir]`
// opens /parts.html for each part at 1024×700 and 1920×1080, in English and French, and writes
// PNGs (default /tmp/wt-cparts-shots).
import { shoot } from './shoot'

await shoot(
  process.argv[2] ?? '/tmp/wt-cparts-shots',
  ['detail', 'stats', 'lab'].map((part) => ({ path: (lang: string) => `parts.html?lang=${lang}&part=${part}`, ready: '[data-testid="parts-page"]', name: part })),
)
