// Screenshots of the Vanguard lab's results: `npx tsx test/harness/vglab-shots.ts [outDir]` opens
// /vglab.html without and with a ride deck, at 1024×700 and 1920×1080, in English and French, and
// writes full-page PNGs (default /tmp/wt-vglab-shots).
import { shoot } from './shoot'

await shoot(
  process.argv[2] ?? '/tmp/wt-vglab-shots',
  [
    { path: (lang: string) => `vglab.html?lang=${lang}&format=standard&policy=0`, ready: '[data-testid="lab-results"]', name: 'vglab-standard', fullPage: true },
    { path: (lang: string) => `vglab.html?lang=${lang}&format=ride-deck&policy=2`, ready: '[data-testid="lab-results"]', name: 'vglab-ride-deck', fullPage: true },
  ],
)
