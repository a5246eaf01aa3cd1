// `npm run bench -- playtest`: one action on the playtest table, from the click to the redrawn
// board, in Chromium against the built renderer served by the loopback HTTP bridge (started here,
// in-process, with a temporary user-data folder and a free port). The app records a performance
// mark at the click and a measure once the board has been patched (nextTick) and the next frame
// has come (requestAnimationFrame); they are read back with page.evaluate. Beside it, in the same
// run: the bare HTTP round trip of game.get and of game.apply from the same page (no drawing).
// Target: median ≤ 16 ms (one frame). Printed, not asserted.
// Needs a built renderer (`npx electron-vite build`, or DECKLAB_RENDERER_DIR) and Chromium
// (/usr/bin/chromium, or CHROMIUM_PATH).
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { createMainServices } from '../src-main/services'
import { startHttpBridge } from '../src-main/web/http-bridge'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60)
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 40)
const staticDir = resolve(process.env.DECKLAB_RENDERER_DIR ?? resolve(import.meta.dirname, '..', 'out', 'renderer'))
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const DECK = [
  ['1-016C', 3], ['1-009C', 3], ['1-005R', 3], ['1-012R', 3], ['1-015L', 2], ['1-006H', 1], ['1-003C', 3], ['1-010C', 3], ['1-011C', 3],
  ['1-004C', 3], ['1-033C', 3], ['1-037H', 3], ['1-032C', 3], ['1-031C', 3], ['1-036C', 3], ['1-034R', 2], ['1-038R', 3], ['1-039C', 3],
] as const
const DECK_TEXT = DECK.map(([code, n]) => `${n} ${code}`).join('\n')

function stats(values: number[]) {
  const s = [...values].sort((a, b) => a - b)
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!
  return { median: at(50), p95: at(95), min: s[0]!, max: s[s.length - 1]! }
}
const ms = (n: number) => `${n.toFixed(2)} ms`
function line(label: string, values: number[], target?: number) {
  const { median, p95, min, max } = stats(values)
  const verdict = target === undefined ? '' : median <= target ? '  OK' : '  OVER TARGET'
  console.log(`${label.padEnd(44)} median ${ms(median).padStart(9)}  p95 ${ms(p95).padStart(9)}  min ${ms(min).padStart(9)}  max ${ms(max).padStart(9)}  (n=${values.length})${verdict}`)
}

if (!existsSync(join(staticDir, 'index.html'))) {
  console.log(`playtest bench skipped: no built renderer in ${staticDir} (run npx electron-vite build)`)
} else if (!existsSync(executablePath)) {
  console.log(`playtest bench skipped: no Chromium at ${executablePath} (set CHROMIUM_PATH)`)
} else {
  const userDataDir = mkdtempSync(join(tmpdir(), 'decklab-bench-'))
  const { dispatch, images } = createMainServices({ userDataDir })
  const bridge = await startHttpBridge({ dispatch, images, staticDir, port: 0 })
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
    await page.goto(bridge.url)
    await page.goto(`http://127.0.0.1:${bridge.port}/#/playtest`)
    await page.getByTestId('source-paste').check()
    await page.getByTestId('paste-list').fill(DECK_TEXT)
    await page.getByTestId('read-list').click()
    await page.getByTestId('parsed-summary').waitFor()
    await page.getByTestId('seed-input').fill('39')
    await page.getByTestId('start-game').click()
    await page.getByTestId('keep-hand').click()
    await page.locator('[data-testid="playtest-board"][data-phase="main1"]').waitFor()

    const measures = () => page.evaluate(`performance.getEntriesByName('playtest:action', 'measure').map((m) => m.duration)`) as Promise<number[]>
    // polled with page.evaluate: waitForFunction evaluates strings in the page, which the CSP forbids
    const waitFor = async (n: number) => {
      for (let i = 0; i < 2000; i++) {
        if (((await page.evaluate(`performance.getEntriesByName('playtest:action', 'measure').length`)) as number) >= n) return
        await new Promise((r) => setTimeout(r, 1))
      }
      throw new Error(`no measure ${n}`)
    }

    // warm-up, then the measured rounds: Draw 1 (game.apply) and Undo (game.undo), clicked
    for (let i = 0; i < 5; i++) {
      await page.getByTestId('draw').click()
      await page.getByTestId('undo').click()
    }
    await waitFor(10)
    await page.evaluate(`performance.clearMeasures('playtest:action'); performance.clearMeasures('playtest:patched'); performance.clearMeasures('playtest:response')`)
    let count = 0
    // a player's clicks are far apart: each round lets the log refresh that follows an action
    // (game.log, asked after the frame) finish before the next click, as it would at the table
    const pause = () => new Promise((r) => setTimeout(r, PAUSE_MS))
    for (let i = 0; i < ROUNDS; i++) {
      await page.getByTestId('draw').click()
      await waitFor(++count)
      await pause()
      await page.getByTestId('undo').click()
      await waitFor(++count)
      await pause()
    }
    const all = await measures()
    const draws = all.filter((_, i) => i % 2 === 0)
    const undos = all.filter((_, i) => i % 2 === 1)
    const patched = (await page.evaluate(`performance.getEntriesByName('playtest:patched', 'measure').map((m) => m.duration)`)) as number[]
    const response = (await page.evaluate(`performance.getEntriesByName('playtest:response', 'measure').map((m) => m.duration)`)) as number[]

    // baseline from the same page: the bare HTTP round trips (a second game, so the table is untouched)
    // (a string: tsx would wrap named functions in a helper the page does not have)
    const deckJson = JSON.stringify(DECK.map(([code, count]) => ({ code, count })))
    const baseline = (await page.evaluate(`(async () => {
      const call = async (channel, body) => {
        const r = await fetch('/api/' + channel, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        return r.json()
      }
      const created = await call('game.new', { deck: ${deckJson}, seed: 39, onThePlay: true })
      const gameId = created.value.gameId
      await call('game.apply', { gameId, action: { type: 'keepHand' } })
      const get = []
      const applyUndo = []
      for (let i = 0; i < ${ROUNDS}; i++) {
        let t = performance.now()
        await call('game.get', { gameId })
        get.push(performance.now() - t)
        t = performance.now()
        await call('game.apply', { gameId, action: { type: 'draw', count: 1 } })
        applyUndo.push(performance.now() - t)
        await call('game.undo', { gameId })
      }
      await call('game.close', { gameId })
      return { get, applyUndo }
    })()`)) as { get: number[]; applyUndo: number[] }

    console.log(`Chromium ${browser.version()}, 1280×720, ${ROUNDS} rounds of Draw + Undo, ${PAUSE_MS} ms between clicks, built renderer from ${staticDir}`)
    line('click Draw 1 → board redrawn (game.apply)', draws, 16)
    line('click Undo → board redrawn (game.undo)', undos, 16)
    line('all clicks → board redrawn (next frame)', all, 16)
    line('all clicks → DOM patched (nextTick)', patched, 16)
    line('all clicks → response received (API only)', response)
    line('baseline: bare HTTP game.get', baseline.get)
    line('baseline: bare HTTP game.apply (draw)', baseline.applyUndo)
  } finally {
    await browser.close()
    await bridge.close()
    await images.flush()
    rmSync(userDataDir, { recursive: true, force: true })
  }
}
export {}
