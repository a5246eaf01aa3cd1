// `npm run bench -- playtest`: one action on the playtest table, from the input to the redrawn
// board, in Chromium against the built renderer served by the loopback HTTP bridge (started here,
// in-process, with a temporary user-data folder and a free port). The app records a performance
// mark when the action is asked (in the click or key handler) and measures from it: the answer
// received, the DOM patched (nextTick), and the first requestAnimationFrame callback after the
// patch, i.e. the start of the frame that paints the new board (its style, layout and paint come
// after). They are read back with page.evaluate once each action is done (one evaluate that waits
// in the page, no polling while an action runs). Beside them, in the same run:
// - the same actions from the keyboard (D, Ctrl+Z: the table's shortcuts);
// - the mouse clicks again in a second Chromium with the DeferRendererTasksAfterInput feature off.
//   Since Chromium 12x, after a click that needs a frame (a button's :active and focus changes
//   do), the renderer holds back every task of the page — the fetch answer included — until that
//   frame has been produced, so that the click's own feedback is drawn first. The answer then
//   waits for the next frame (about 8 ms after a Playwright click, whose mouse move is aligned to
//   frames), and the board is drawn the frame after: click → board ≈ 8 + 16.7 ms at best, however
//   fast the app. This baseline shows what the app itself costs;
// - the bare HTTP round trip of game.get and of game.apply from the same page (no drawing).
// Target: median ≤ 16 ms (one frame). Printed, not asserted.
// Needs a built renderer (`npx electron-vite build`, or DECKLAB_RENDERER_DIR) and Chromium
// (/usr/bin/chromium, or CHROMIUM_PATH).
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { createMainServices } from '../src-main/services'
import { startHttpBridge } from '../src-main/web/http-bridge'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60)
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 40)
const staticDir = resolve(process.env.DECKLAB_RENDERER_DIR ?? resolve(import.meta.dirname, '..', 'out', 'renderer'))
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** Set once the bridge runs: the first URL (with the token) and the origin. */
let bridgeUrl = ''
let origin = ''

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

/** A table in main1 with the bench deck (seed 39), in a new page of `browser`. */
async function openTable(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
  await page.goto(bridgeUrl)
  // The token's address sends the browser on to the app's own per-launch path (issue 17.4).
  await page.goto(`${page.url().split('#')[0]}#/playtest`)
  await page.getByTestId('source-paste').check()
  await page.getByTestId('paste-list').fill(DECK_TEXT)
  await page.getByTestId('read-list').click()
  await page.getByTestId('parsed-summary').waitFor()
  await page.getByTestId('seed-input').fill('39')
  await page.getByTestId('start-game').click()
  await page.getByTestId('keep-hand').click()
  await page.locator('[data-testid="playtest-board"][data-phase="main1"]').waitFor()
  return page
}

const entries = (page: Page, name: string) => page.evaluate(`performance.getEntriesByName('${name}', 'measure').map((m) => m.duration)`) as Promise<number[]>
/** Resolves once `n` actions have been measured: one evaluate that waits in the page (no polling
 *  from here while an action runs; waitForFunction would evaluate a string, which the CSP forbids). */
const measured = (page: Page, n: number) =>
  page.evaluate(`new Promise((done) => {
    const enough = () => performance.getEntriesByName('playtest:action', 'measure').length >= ${n}
    if (enough()) return done(true)
    const seen = new PerformanceObserver(() => enough() && (seen.disconnect(), done(true)))
    seen.observe({ type: 'measure' })
  })`)

/** ROUNDS of Draw 1 then Undo, by mouse clicks or by the keyboard shortcuts. */
async function rounds(page: Page, by: 'click' | 'key') {
  const draw = () => (by === 'click' ? page.getByTestId('draw').click() : page.keyboard.press('d'))
  const undo = () => (by === 'click' ? page.getByTestId('undo').click() : page.keyboard.press('Control+z'))
  if (by === 'key') await page.locator('[data-testid="hand"] [data-testid="board-card"]').first().focus()
  // warm-up, each action waited for (a second action asked before the first is measured would
  // replace its start mark), then the measured rounds
  await page.evaluate(`performance.clearMeasures()`)
  let count = 0
  for (let i = 0; i < 5; i++) {
    await draw()
    await measured(page, ++count)
    await undo()
    await measured(page, ++count)
  }
  await page.evaluate(`performance.clearMeasures()`)
  count = 0
  // a player's actions are far apart: each round lets the log refresh that follows an action
  // (game.log, asked after the frame) finish before the next one, as it would at the table
  const pause = () => new Promise((r) => setTimeout(r, PAUSE_MS))
  for (let i = 0; i < ROUNDS; i++) {
    await draw()
    await measured(page, ++count)
    await pause()
    await undo()
    await measured(page, ++count)
    await pause()
  }
  const frame = await entries(page, 'playtest:action')
  const bytes = (await page.evaluate(`performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/api/game.apply')).map((e) => e.decodedBodySize).pop() ?? 0`)) as number
  return {
    frame,
    draws: frame.filter((_, i) => i % 2 === 0),
    undos: frame.filter((_, i) => i % 2 === 1),
    patched: await entries(page, 'playtest:patched'),
    response: await entries(page, 'playtest:response'),
    bytes,
  }
}

if (!existsSync(join(staticDir, 'index.html'))) {
  console.log(`playtest bench skipped: no built renderer in ${staticDir} (run npx electron-vite build)`)
} else if (!existsSync(executablePath)) {
  console.log(`playtest bench skipped: no Chromium at ${executablePath} (set CHROMIUM_PATH)`)
} else {
  const userDataDir = mkdtempSync(join(tmpdir(), 'decklab-bench-'))
  const { dispatch, images } = createMainServices({ userDataDir })
  const bridge = await startHttpBridge({ dispatch, images, staticDir, port: 0 })
  bridgeUrl = bridge.url
  origin = `http://127.0.0.1:${bridge.port}`
  const launch = (extraArgs: string[] = []) =>
    chromium.launch({
      executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', ...extraArgs],
    })
  const browser = await launch()
  const noDefer = await launch(['--disable-features=DeferRendererTasksAfterInput'])
  try {
    const table = await openTable(browser)
    const clicks = await rounds(table, 'click')
    const keys = await rounds(table, 'key')
    const clicksNoDefer = await rounds(await openTable(noDefer), 'click')

    // baseline from the same page: the bare HTTP round trips (a second game, so the table is untouched)
    // (a string: tsx would wrap named functions in a helper the page does not have)
    const deckJson = JSON.stringify(DECK.map(([code, count]) => ({ code, count })))
    const baseline = (await table.evaluate(`(async () => {
      const call = async (channel, body) => {
        const r = await fetch('api/' + channel, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        return r.json()
      }
      const created = await call('game.new', { game: 'fftcg', deck: ${deckJson}, seed: 39, onThePlay: true })
      const gameId = created.value.gameId
      await call('game.apply', { game: 'fftcg', gameId, action: { type: 'keepHand' } })
      const get = []
      const applyUndo = []
      for (let i = 0; i < ${ROUNDS}; i++) {
        let t = performance.now()
        await call('game.get', { game: 'fftcg', gameId })
        get.push(performance.now() - t)
        t = performance.now()
        await call('game.apply', { game: 'fftcg', gameId, action: { type: 'draw', count: 1 } })
        applyUndo.push(performance.now() - t)
        await call('game.undo', { game: 'fftcg', gameId })
      }
      await call('game.close', { game: 'fftcg', gameId })
      return { get, applyUndo }
    })()`)) as { get: number[]; applyUndo: number[] }

    console.log(`Chromium ${browser.version()}, 1280×720, ${ROUNDS} rounds of Draw + Undo, ${PAUSE_MS} ms between actions, built renderer from ${staticDir}`)
    console.log('"frame start" = first requestAnimationFrame callback after the DOM patch (the frame that paints the board begins)')
    console.log('mouse clicks (Playwright click on Draw 1 / Undo):')
    line('  click Draw 1 → frame start (game.apply)', clicks.draws, 16)
    line('  click Undo → frame start (game.undo)', clicks.undos, 16)
    line('  all clicks → frame start', clicks.frame, 16)
    line('  all clicks → DOM patched (nextTick)', clicks.patched, 16)
    line('  all clicks → answer received', clicks.response)
    console.log('keyboard shortcuts (D / Ctrl+Z on the focused table):')
    line('  all keys → frame start', keys.frame, 16)
    line('  all keys → DOM patched (nextTick)', keys.patched, 16)
    line('  all keys → answer received', keys.response)
    console.log('baseline: mouse clicks, Chromium with --disable-features=DeferRendererTasksAfterInput:')
    line('  all clicks → frame start', clicksNoDefer.frame, 16)
    line('  all clicks → DOM patched (nextTick)', clicksNoDefer.patched, 16)
    line('  all clicks → answer received', clicksNoDefer.response)
    line('baseline: bare HTTP game.get', baseline.get)
    line('baseline: bare HTTP game.apply (draw)', baseline.applyUndo)
    console.log(`answer size: game.apply ${clicks.bytes} bytes (JSON)`)
  } finally {
    await browser.close()
    await noDefer.close()
    await bridge.close()
    await images.flush()
    rmSync(userDataDir, { recursive: true, force: true })
  }
}
export {}
