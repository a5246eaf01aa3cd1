// `npm run bench -- deck`: deck-builder figures measured in the real renderer, in Chromium, against
// the served app (the same HTTP bridge as the end-to-end tests, with a temporary user-data folder).
// Prints, never asserts. Each figure sits beside a baseline measured in the same run:
// - opening a 50-card deck with its statistics (the app's own performance.measure 'deck-open',
//   route change → validation, stats and charts on screen), beside opening an empty deck;
// - search results while typing in the deck editor, keystroke → results painted (the app's
//   'deck-search' measure, and the same outside measurement for both views), and the same in the
//   Cards view ('cards-search'), beside a bare cards.search round trip;
// - the pure work (validation + statistics + odds) in Node, for scale.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { buildCodeIndex } from '@shared/games/fftcg/codes'
import { validateDeck } from '@shared/games/fftcg/deck/deck'
import { deckStats, forwardByTurnOdds, openingBackupOdds } from '@shared/games/fftcg/deck/stats'
import { loadBundledCards } from '../src-main/games/fftcg/catalog/bundled-data'

const root = resolve(import.meta.dirname, '..')
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15)
const TOKEN = 'bench-token'
const DECK: [string, number][] = [
  ['1-001H', 3], ['1-002R', 3], ['1-005R', 3], ['1-006H', 3], ['1-007R', 3], ['1-009C', 3], ['1-012R', 3], ['1-014C', 3], ['1-015L', 3],
  ['1-003C', 3], ['1-008C', 3], ['1-010C', 3], ['1-011C', 3], ['1-013H', 3], ['1-017R', 3], ['1-004C', 3], ['1-018L', 2],
]
const QUERIES = ['cloud', 'e:fire t:backup', 'tidus', 'e:wind t:forward cost<=3', 'draw 1', 'sephiroth', 'ex e:lightning', 'moogle', 'summoner t:backup', 'lightning']

const ms = (n: number) => `${n.toFixed(1)} ms`
function summary(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN
  return { n: s.length, p50: at(0.5), p95: at(0.95) }
}
const line = (label: string, samples: number[], target?: number) => {
  const { n, p50, p95 } = summary(samples)
  const verdict = target === undefined ? '' : `   target ≤ ${target} ms: ${p50 <= target ? 'OK' : 'OVER TARGET'}`
  console.log(`${label.padEnd(44)} p50 ${ms(p50).padStart(9)}  p95 ${ms(p95).padStart(9)}  (n=${n})${verdict}`)
}

// --- pure work in Node ----------------------------------------------------------------------
{
  const index = buildCodeIndex(loadBundledCards().cards)
  const lookup = (code: string) => index.resolve(code)
  const entries = DECK.map(([code, count]) => ({ code, count }))
  const samples: number[] = []
  for (let i = 0; i < 300; i++) {
    const start = performance.now()
    validateDeck(entries, 'constructed', lookup)
    deckStats(entries, lookup)
    openingBackupOdds(entries, lookup)
    for (let k = 1; k <= 6; k++) forwardByTurnOdds(entries, lookup, k)
    samples.push(performance.now() - start)
  }
  console.log(`Deck Lab deck-builder benchmark — Node ${process.version}, ${ROUNDS} rounds in Chromium`)
  console.log('')
  line('pure: validate + stats + odds (50 cards)', samples.slice(50))
}

// --- the served app in Chromium ---------------------------------------------------------------
// BENCH_BASELINE_RENDERER=<folder of another renderer build> also serves that build and opens the
// deck in it and in this one by turns (issue 16: before/after a change, in the same run).
const BASELINE_RENDERER = process.env.BENCH_BASELINE_RENDERER
execFileSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], { cwd: root, stdio: 'ignore' })

/** The app in browser mode on its own temporary user data, from out/renderer or `rendererDir`. */
async function serve(rendererDir?: string) {
  const userData = mkdtempSync(join(tmpdir(), 'decklab-bench-deck-'))
  const server = spawn(process.execPath, ['--import', 'tsx', 'src-main/web/serve.ts'], {
    cwd: root,
    env: { ...process.env, DECKLAB_PORT: '0', DECKLAB_TOKEN: TOKEN, DECKLAB_USER_DATA: userData, ...(rendererDir ? { DECKLAB_RENDERER_DIR: rendererDir } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const baseURL = await new Promise<string>((resolveUrl, reject) => {
    let out = ''
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /running at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out)
      if (match) resolveUrl(match[1]!)
    })
    server.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${out}`)))
  })
  const stop = () => {
    server.kill('SIGTERM')
    rmSync(userData, { recursive: true, force: true })
  }
  return { baseURL, stop }
}

/** A tab on a served app, with the 50-card deck and an empty one made through the UI, and the deck-open measurements. */
async function deckTab(browser: Browser, baseURL: string) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 860 } })
  await page.goto(`${baseURL}?token=${TOKEN}`)
  await page.getByTestId('result-count').filter({ hasText: /[1-9]/ }).waitFor()
  // The token's address sends the browser on to the app's own per-launch path (issue 17.4).
  const appURL = page.url().split('#')[0]!

  async function createDeck(name: string, cards: [string, number][]): Promise<string> {
    await page.goto(`${appURL}#/decks`)
    await page.getByTestId('new-deck-name').fill(name)
    await page.getByTestId('new-deck').click()
    await page.getByTestId('deck-editor').waitFor()
    for (const [code, count] of cards) {
      await page.getByTestId('search-input').fill(`code:${code}`)
      for (let i = 0; i < count; i++) await page.getByTestId('search-input').press('Enter')
      await page.locator(`[data-testid="deck-list"] [data-code="${code}"] [data-testid="line-count"]`).filter({ hasText: String(count) }).waitFor()
    }
    await page.getByTestId('deck-save-state').filter({ hasText: /saved/i }).waitFor()
    return new URL(page.url()).hash.replace('#/decks/', '')
  }
  const full = await createDeck('Bench 50', DECK)
  const empty = await createDeck('Bench empty', [])

  const measures = (name: string) => page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), name)
  /** When each measure ended, from the page's navigation start: what a page load makes the user wait in all. */
  const measureEnds = (name: string) => page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.startTime + e.duration), name)
  const clear = (name: string) => page.evaluate((n) => performance.clearMeasures(n), name)

  /** Library → deck by the app's router (no page load), `rounds` times; the app's 'deck-open' measures. */
  async function openRounds(id: string, rounds: number): Promise<number[]> {
    await clear('deck-open')
    await clear('deck-open:data')
    for (let i = 0; i < rounds; i++) {
      await page.evaluate(() => (location.hash = '#/decks'))
      await page.getByTestId('deck-library').waitFor()
      await page.evaluate((deck) => (location.hash = `#/decks/${deck}`), id)
      await page.waitForFunction((n) => performance.getEntriesByName('deck-open').length >= n, i + 1)
    }
    return measures('deck-open')
  }
  /** A fresh page load on the deck (IndexedDB opened, card data asked of main): the first open.
   *  The page is left alone while it opens: waitForFunction would inject Playwright's script
   *  (~10 ms of main thread) and poll every frame right inside the measured span. */
  async function coldOpens(id: string, rounds: number): Promise<{ open: number[]; fromNavigation: number[] }> {
    const out = { open: [] as number[], fromNavigation: [] as number[] }
    for (let i = 0; i < rounds; i++) {
      await page.goto(`${appURL}#/decks/${id}`)
      await page.reload()
      let got: number[] = []
      for (let wait = 0; got.length === 0 && wait < 50; wait++) {
        await page.waitForTimeout(wait === 0 ? 600 : 100)
        got = await measures('deck-open')
      }
      out.open.push(...got)
      out.fromNavigation.push(...(await measureEnds('deck-open')))
    }
    return out
  }

  return { page, appURL, full, empty, measures, clear, openRounds, coldOpens }
}

const app = await serve()
const baseline = BASELINE_RENDERER ? await serve(resolve(BASELINE_RENDERER)) : undefined
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
try {
  const mine = await deckTab(browser, app.baseURL)
  const { page, appURL, full, empty, measures, clear, openRounds, coldOpens } = mine
  console.log('')
  console.log('open a deck, route change → validation + stats + charts on screen (app measure "deck-open")')
  await openRounds(full, 3) // warm-up
  line('  50-card deck, in session', await openRounds(full, ROUNDS), 50)
  line('    of which deck read + card data ("deck-open:data")', await measures('deck-open:data'))
  line('  baseline: empty deck, in session', await openRounds(empty, ROUNDS))
  const cold = await coldOpens(full, Math.min(ROUNDS, 8))
  const coldEmpty = await coldOpens(empty, Math.min(ROUNDS, 8))
  line('  50-card deck, after a page load (cold)', cold.open, 50)
  line('  baseline: empty deck, after a page load', coldEmpty.open)
  // The page starts reading the deck before the editor exists (src-renderer/lib/early-deck.ts):
  // the whole wait from the navigation shows that nothing was moved out of the measure for free.
  line('  50-card deck, page navigation → on screen', cold.fromNavigation)
  line('  baseline: empty deck, navigation → on screen', coldEmpty.fromNavigation)

  if (baseline) {
    // Each round opens the deck in both builds, the first of the two alternating, so that what
    // else the machine does weighs on both alike.
    const other = await deckTab(browser, baseline.baseURL)
    await other.openRounds(other.full, 3) // warm-up
    const builds = [{ tab: mine, cold: [] as number[], nav: [] as number[], warm: [] as number[] }, { tab: other, cold: [] as number[], nav: [] as number[], warm: [] as number[] }]
    for (let i = 0; i < ROUNDS; i++) {
      for (const b of i % 2 ? [...builds].reverse() : builds) {
        const cold = await b.tab.coldOpens(b.tab.full, 1)
        b.cold.push(...cold.open)
        b.nav.push(...cold.fromNavigation)
        b.warm.push(...(await b.tab.openRounds(b.tab.full, 2)))
      }
    }
    const [now, before] = builds as [(typeof builds)[0], (typeof builds)[0]]
    const ratio = (a: number[], b: number[]) => `this build ÷ baseline: p50 ${(summary(a).p50 / summary(b).p50).toFixed(2)}×, p95 ${(summary(a).p95 / summary(b).p95).toFixed(2)}×`
    console.log('')
    console.log(`the 50-card deck in this build and in ${BASELINE_RENDERER} (BENCH_BASELINE_RENDERER), by turns`)
    line('  this build, after a page load (cold)', now.cold, 50)
    line('  baseline build, after a page load (cold)', before.cold)
    console.log(`    ${ratio(now.cold, before.cold)}`)
    line('  this build, page navigation → on screen', now.nav)
    line('  baseline build, page navigation → on screen', before.nav)
    console.log(`    ${ratio(now.nav, before.nav)}`)
    line('  this build, in session', now.warm, 50)
    line('  baseline build, in session', before.warm)
    console.log(`    ${ratio(now.warm, before.warm)}`)
  }

  /** Outside measurement, same for both views: one input event → result count changed and a frame painted. */
  async function typeToScreen(p: Page, query: string): Promise<number | null> {
    return p.evaluate(async (q) => {
      const input = document.querySelector<HTMLInputElement>('[data-testid="search-input"]')!
      const count = document.querySelector('[data-testid="result-count"]')!
      const before = count.textContent
      const start = performance.now()
      input.value = q
      input.dispatchEvent(new Event('input', { bubbles: true }))
      const changed = await new Promise<boolean>((done) => {
        const timer = setTimeout(() => done(false), 3000)
        const obs = new MutationObserver(() => {
          if (count.textContent === before) return
          obs.disconnect()
          clearTimeout(timer)
          requestAnimationFrame(() => done(true))
        })
        obs.observe(count, { childList: true, characterData: true, subtree: true })
      })
      return changed ? performance.now() - start : null
    }, query)
  }
  async function searchRounds(p: Page, rounds: number): Promise<number[]> {
    const out: number[] = []
    for (let r = 0; r < rounds; r++) {
      for (const q of QUERIES) {
        const t = await typeToScreen(p, r % 2 ? q.toUpperCase() + ' ' : q)
        if (t !== null) out.push(t)
      }
    }
    return out
  }

  /** Real typing, one key at a time at 60 ms per key: the app's own keystroke → paint measure. */
  async function typedAt60ms(measure: string): Promise<number[]> {
    await clear(measure)
    const box = page.getByTestId('search-input')
    for (const q of QUERIES) {
      await box.fill('')
      await box.pressSequentially(q, { delay: 60 })
      await page.waitForTimeout(150)
    }
    return measures(measure)
  }

  console.log('')
  console.log('search while typing, keystroke → results on screen')
  await page.goto(`${appURL}#/decks/${full}`)
  await page.getByTestId('deck-editor').waitFor()
  await page.getByTestId('result-count').filter({ hasText: /[1-9]/ }).waitFor()
  await searchRounds(page, 1) // warm-up
  await clear('deck-search')
  const deckView = await searchRounds(page, Math.max(2, Math.round(ROUNDS / 3)))
  const appMeasures = await measures('deck-search')
  const typing = await typedAt60ms('deck-search')
  line('  deck editor, one input event (outside)', deckView, 50)
  line('  deck editor, app measure "deck-search"', appMeasures, 50)
  line('  deck editor, typed at 60 ms/key (app measure)', typing, 50)

  await page.goto(`${appURL}#/cards`)
  await page.getByTestId('result-count').filter({ hasText: /[1-9]/ }).waitFor()
  await searchRounds(page, 1)
  await clear('cards-search')
  line('  Cards view, one input event (outside)', await searchRounds(page, Math.max(2, Math.round(ROUNDS / 3))), 50)
  line('  Cards view, app measure "cards-search"', await measures('cards-search'), 50)
  line('  Cards view, typed at 60 ms/key (app measure)', await typedAt60ms('cards-search'), 50)
  const roundTrips: number[] = await page.evaluate(async (queries) => {
    const out: number[] = []
    for (let r = 0; r < 5; r++) {
      for (const query of queries) {
        const start = performance.now()
        const res = await fetch('api/cards.search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'fftcg', query, offset: 0, limit: 100 }), credentials: 'same-origin' })
        await res.json()
        out.push(performance.now() - start)
      }
    }
    return out
  }, QUERIES)
  line('  baseline: bare cards.search round trip', roundTrips)
} finally {
  await browser.close()
  app.stop()
  baseline?.stop()
}
export {}
