// Holds main's answers to game actions in the page (a route on the bridge's game.apply), so that
// keys land while the table shows its predicted view: a fast typist on a slow machine, made
// deterministic. Test-only by construction: it lives in the browser the test drives, not in the app.
import type { Page, Route } from '@playwright/test'

export interface HeldAnswers {
  /** How many action requests are held now. */
  count(): number
  /** Sends the held requests on to main (their answers then come back); later ones are held again. */
  release(): Promise<void>
}

export async function holdGameAnswers(page: Page): Promise<HeldAnswers> {
  const held: Route[] = []
  await page.route('**/api/game.apply', (route) => void held.push(route))
  return {
    count: () => held.length,
    async release() {
      for (const route of held.splice(0)) await route.continue()
    },
  }
}

/** Delays every answer to a game action by `ms` (each request waits before it goes to main). */
export async function delayGameAnswers(page: Page, ms: number): Promise<void> {
  await page.route('**/api/game.apply', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}
