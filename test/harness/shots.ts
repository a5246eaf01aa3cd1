// Screenshots of the creature table: `npx tsx test/harness/shots.ts [outDir]` starts the harness
// page, opens it in Debian's Chromium at 1024×700 and 1920×1080, in English and French, for each
// scene, and writes PNGs (default /tmp/wt-ctable-shots).
import { shoot } from './shoot'

await shoot(
  process.argv[2] ?? '/tmp/wt-ctable-shots',
  ['opening', 'mid'].map((scene) => ({ path: (lang: string) => `?lang=${lang}&scene=${scene}`, ready: '[data-testid="playtest-board"]', name: scene })),
)
