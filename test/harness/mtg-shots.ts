// Screenshots of Magic's table: `npx tsx test/harness/mtg-shots.ts [outDir]` opens /mtg.html at
// each scene at 1024×700 and 1920×1080, in English and French, and writes PNGs (default
// /tmp/wt-mtgtable-shots).
import { shoot } from './shoot'

await shoot(
  process.argv[2] ?? '/tmp/wt-mtgtable-shots',
  ['opening', 'elves', 'combat', 'attackers'].map((scene) => ({ path: (lang: string) => `mtg.html?lang=${lang}&scene=${scene}`, ready: '[data-testid="playtest-board"]', name: `mtg-${scene}` })),
)
