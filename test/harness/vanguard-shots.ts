// Screenshots of Vanguard's table: `npx tsx test/harness/vanguard-shots.ts [outDir]` opens
// /vanguard.html at each scene at 1024×700 and 1920×1080, in English and French, and writes PNGs
// (default /tmp/wt-vgtable-shots).
import { shoot } from './shoot'

await shoot(
  process.argv[2] ?? '/tmp/wt-vgtable-shots',
  ['opening', 'ride', 'battle', 'after'].map((scene) => ({ path: (lang: string) => `vanguard.html?lang=${lang}&scene=${scene}${scene === 'battle' || scene === 'after' ? '&draw=1' : ''}`, ready: '[data-testid="playtest-board"]', name: `vanguard-${scene}` })),
)
