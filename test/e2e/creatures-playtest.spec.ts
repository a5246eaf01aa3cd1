// Goldfishing the creature game on the generic table, in Chromium against the real renderer and
// main's engine (issue 12, items 4–5): a pasted decklist of demo-set cards, seed 7 on the play
// (its opening hand: Storm Heron ×2 (level 1), Reed Serpent ×2, Moss Sprite), the opening
// choice, summons in both postures paying AP, a sacrifice summon, attacks on the empty goldfish
// field and on a dummy creature, the rest countdown, undo/redo, restart, and a win by LP.
// Once with the mouse, once with the keyboard only; screenshots in English and French.
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect, openApp, test } from './fixtures'
import { CREATURES_DECK as DECK, CREATURES_SEED as SEED } from './play-decks'
import { delayGameAnswers, holdGameAnswers } from './held-answers'

const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })

const OPENING = ['Moss Sprite', 'Reed Serpent', 'Reed Serpent', 'Storm Heron', 'Storm Heron']
// The printed Atk of each card, read from the demo set itself (not from the app).
const demoSet = JSON.parse(readFileSync(new URL('../../resources/creatures-demo-set.json', import.meta.url), 'utf8')) as { cards: { name: string; level: number | null; atk: number | null }[] }
const ATK = new Map(demoSet.cards.map((c) => [c.name, c.atk ?? 0]))
const LEVEL_0 = demoSet.cards.filter((c) => c.level === 0).map((c) => c.name)

const board = (page: Page) => page.getByTestId('playtest-board')
const hand = (page: Page) => page.getByTestId('hand')
const handCard = (page: Page, name: string) => hand(page).locator(`[data-card-name="${name}"]`).first()
const creatureRow = (page: Page) => page.getByTestId('row-creatures')
const fieldCard = (page: Page, name: string) => creatureRow(page).locator(`[data-card-name="${name}"]`)

async function namesIn(zone: Locator): Promise<string[]> {
  return zone.locator('[data-testid="board-card"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-card-name') ?? ''))
}
/** The LP after the attacks resolve in order at the end of the clash; the first that takes them to 0 or less ends the game (I10). */
function lpAfter(lp: number, attacks: readonly number[]): number {
  for (const atk of attacks) if (lp > 0) lp -= atk
  return Math.max(0, lp) // the table shows a beaten goldfish at 0 LP (I10)
}
const readyInHand = (page: Page) => hand(page).locator('[data-testid="board-card"].ready').evaluateAll((els) => els.map((el) => el.getAttribute('data-card-name') ?? ''))
// 0 LP or less ends the game (I10): the last clash may leave a negative total
const opponentLp = async (page: Page) => Number(/-?\d+/.exec((await page.getByTestId('opponent-lp').textContent()) ?? '')?.[0])

async function chooseCreatureGame(page: Page) {
  await openApp(page)
  await page.getByTestId('game-switch').selectOption('creatures')
  await page.getByTestId('nav-playtest').click()
  await expect(page.getByTestId('playtest-start')).toBeVisible()
}

async function pasteDeck(page: Page) {
  await page.getByTestId('source-paste').check()
  const box = page.getByTestId('paste-list')
  // the example is the game's own, not FFTCG's
  await expect(box).toHaveAttribute('placeholder', /Ember Pup \(CR-001\)/)
  await expect(box).not.toHaveAttribute('placeholder', /Auron/)
  await box.fill(DECK)
  await page.getByTestId('read-list').click()
  await expect(page.getByTestId('parsed-summary')).toContainText('40 cards')
}

async function startGame(page: Page) {
  await page.getByTestId('seed-input').fill(String(SEED))
  await page.getByTestId('on-the-play').check()
  await page.getByTestId('start-game').click()
  await expect(board(page)).toBeVisible()
  await expect(page.getByTestId('start-error')).toHaveCount(0)
  await expect(board(page)).toHaveAttribute('data-phase', 'setup')
  await expect.poll(async () => (await namesIn(hand(page))).sort()).toEqual(OPENING)
}

async function shoot(page: Page, name: string) {
  for (const [w, h] of [
    [1024, 700],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width: w, height: h })
    await page.screenshot({ path: join(dir, `creatures-${name}-${w}.png`) })
  }
  await page.setViewportSize({ width: 1400, height: 860 })
}

/** Attacks with every creature that can (the table marks them ready); returns their Atk in the order declared. */
async function attackWithAll(page: Page, by: 'mouse' | 'keyboard'): Promise<number[]> {
  const dealt: number[] = []
  for (;;) {
    const ready = creatureRow(page).locator('[data-testid="board-card"].ready').first()
    if (!(await ready.count())) break
    const name = (await ready.getAttribute('data-card-name'))!
    const before = await creatureRow(page).locator('[data-testid="board-card"].ready').count()
    if (by === 'mouse') await ready.click()
    else {
      await ready.focus()
      await page.keyboard.press('a')
    }
    await expect(creatureRow(page).locator('[data-testid="board-card"].ready')).toHaveCount(before - 1)
    dealt.push(ATK.get(name)!)
  }
  return dealt
}

/** Presses Tab until the focused element matches (keyboard only). */
async function tabTo(page: Page, target: Locator, shift = false) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab')
  }
  throw new Error('could not reach the element with Tab')
}

/** Two frames: whatever the table does once main has answered (a part moving the focus) is done. */
const afterFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-card-name') ?? null)
const focusedKey = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-focus-key') ?? null)

/** Moves the board's roving focus with Home then → until the focused card is `name` (each move lands before the next key). */
async function arrowTo(page: Page, name: string) {
  // No wait for main's answer to the last action: a fast typist's keys land on the predicted view.
  await page.keyboard.press('Home')
  for (let i = 0; i < 12; i++) {
    await expect.poll(() => focusedKey(page)).not.toBeNull()
    if ((await focusedName(page)) === name) return
    const from = await focusedKey(page)
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => focusedKey(page)).not.toBe(from)
  }
  throw new Error(`could not reach ${name} with the arrows`)
}

test.describe('Creature game playtest', () => {
  test('goldfishes a pasted deck with the mouse: opening, summons paying AP, a sacrifice, attacks, rest, undo/redo, restart, a win by LP', async ({ page }) => {
    await chooseCreatureGame(page)
    await pasteDeck(page)
    await startGame(page)
    await shoot(page, 'opening-en')

    // the opening (Déroulement): one card under the deck, once; undo brings the choice back
    await page.getByTestId('mulligan-panel').getByRole('button', { name: 'Moss Sprite' }).click()
    await page.getByTestId('mulligan').click()
    await expect(page.getByTestId('mulligan-panel')).toHaveCount(0)
    await expect(board(page)).toHaveAttribute('data-phase', 'primary')
    await page.getByTestId('undo').click()
    await expect(page.getByTestId('mulligan-panel')).toBeVisible()
    await page.getByTestId('redo').click()
    await expect(page.getByTestId('mulligan-panel')).toHaveCount(0)
    // restart with the same seed: the same five cards, and the choice again
    await page.getByTestId('restart').click()
    await expect(page.getByTestId('mulligan-panel')).toBeVisible()
    await expect.poll(async () => (await namesIn(hand(page))).sort()).toEqual(OPENING)
    await page.getByTestId('keep').click()
    await expect(board(page)).toHaveAttribute('data-phase', 'primary')
    // on the play: no draw on the first turn? the hand says what the engine did
    const ap = page.getByTestId('ap')
    await expect(ap).toHaveAttribute('data-ap', '3')

    // turn 1: Reed Serpent offensive, Moss Sprite defensive (the menu), 1 AP each (1.2)
    await handCard(page, 'Reed Serpent').click()
    const summon = page.getByTestId('summon-dialog')
    await expect(summon).toBeVisible()
    await summon.getByTestId('summon-confirm').click()
    await expect(summon).toHaveCount(0)
    await expect(fieldCard(page, 'Reed Serpent')).toHaveAttribute('data-posture', 'offensive')
    await expect(ap).toHaveAttribute('data-ap', '2')
    await handCard(page, 'Moss Sprite').click({ button: 'right' })
    await page.getByTestId('card-menu').getByRole('menuitem', { name: /defensive/i }).click()
    await summon.getByTestId('summon-confirm').click()
    await expect(fieldCard(page, 'Moss Sprite')).toHaveAttribute('data-posture', 'defensive')
    await expect(ap).toHaveAttribute('data-ap', '1')
    // the first player does not attack on their first turn (RS): nothing is ready in the clash
    await page.getByTestId('next-phase').click()
    await expect(board(page)).toHaveAttribute('data-phase', 'clash')
    await expect(creatureRow(page).locator('.ready')).toHaveCount(0)
    await page.getByTestId('end-turn').click()
    await expect(board(page)).toHaveAttribute('data-phase', 'opponent')
    await page.getByTestId('end-turn').click()
    await expect(board(page)).toHaveAttribute('data-phase', 'primary')
    await expect(ap).toHaveAttribute('data-ap', '3')

    // turn 2: Storm Heron (level 1) sacrificing Reed Serpent (1.3)
    await handCard(page, 'Storm Heron').click()
    await expect(summon).toBeVisible()
    await summon.getByTestId('summon-confirm').click()
    await expect(summon.getByTestId('dialog-refusal')).toBeVisible() // no sacrifice chosen
    await summon.locator('[data-testid^="sacrifice-"]').filter({ hasText: 'Reed Serpent' }).locator('input').check()
    await summon.getByTestId('summon-confirm').click()
    await expect(summon).toHaveCount(0)
    await expect(fieldCard(page, 'Storm Heron')).toHaveCount(1)
    await expect(fieldCard(page, 'Reed Serpent')).toHaveCount(0)
    await expect(page.getByTestId('pile-graveyard')).toContainText('1')
    // Moss Sprite back to offensive (menu)
    await fieldCard(page, 'Moss Sprite').click({ button: 'right' })
    await page.getByTestId('card-menu').getByRole('menuitem', { name: /offensive/i }).click()
    await expect(fieldCard(page, 'Moss Sprite')).toHaveAttribute('data-posture', 'offensive')
    await shoot(page, 'field-en')

    // the clash: every attack on the empty goldfish field takes the attacker's Atk off the LP (1.3.1)
    await page.getByTestId('next-phase').click()
    await expect(board(page)).toHaveAttribute('data-phase', 'clash')
    const before = await opponentLp(page)
    const dealt = await attackWithAll(page, 'mouse')
    expect(dealt).toHaveLength(2) // Moss Sprite, and Storm Heron the turn it is summoned (I12)
    // shown at once as pending (issue 31), on the LP and in the log; applied at the end of the clash
    await expect(page.getByTestId('opponent-lp-pending')).toHaveText(`−${before - lpAfter(before, dealt)} LP at the end of the clash`)
    expect(await opponentLp(page)).toBe(before)
    await expect(page.getByTestId('game-log')).toContainText(`${dealt[0]} LP off the opponent at the end of the clash (pending)`)
    await shoot(page, 'clash-pending-en')
    await page.getByTestId('next-phase').click()
    await expect.poll(() => opponentLp(page)).toBe(lpAfter(before, dealt))
    await expect(page.getByTestId('opponent-lp-pending')).toHaveCount(0)
    // the attackers rest (1.3): a countdown on each
    await expect(fieldCard(page, 'Storm Heron')).toHaveAttribute('data-posture', 'rest')
    await expect(fieldCard(page, 'Storm Heron').getByTestId('rest-countdown')).toHaveText('2')
    await shoot(page, 'rest-en')

    // on until the LP are gone
    for (let turn = 0; turn < 8 && (await board(page).getAttribute('data-result')) === 'ongoing'; turn++) {
      await page.getByTestId('end-turn').click()
      await expect(board(page)).toHaveAttribute('data-phase', 'opponent')
      await page.getByTestId('end-turn').click()
      await expect(board(page)).toHaveAttribute('data-phase', 'primary')
      // summon level-0 creatures while the table marks one ready (AP and a free slot)
      for (;;) {
        const ready = (await readyInHand(page)).find((name) => LEVEL_0.includes(name))
        if (!ready) break
        const ap = Number(await page.getByTestId('ap').getAttribute('data-ap'))
        await handCard(page, ready).click()
        await page.getByTestId('summon-dialog').getByTestId('summon-confirm').click()
        await expect(page.getByTestId('summon-dialog')).toHaveCount(0)
        await expect(page.getByTestId('ap')).toHaveAttribute('data-ap', String(ap - 1))
      }
      await page.getByTestId('next-phase').click()
      await expect(board(page)).toHaveAttribute('data-phase', 'clash')
      const lp = await opponentLp(page)
      const hit = await attackWithAll(page, 'mouse')
      await page.getByTestId('next-phase').click()
      await expect.poll(() => opponentLp(page)).toBe(lpAfter(lp, hit))
    }
    await expect(board(page)).toHaveAttribute('data-result', 'won')
    await expect(page.getByTestId('game-over')).toContainText('Won')
    await shoot(page, 'won-en')
    await page.locator('[data-testid="language-switch"] [data-locale="fr"]').click()
    await expect(page.getByTestId('game-over')).toContainText('Gagné')
    await shoot(page, 'won-fr')
  })
  test('plays with the keyboard only, main answering late: the opening, summons in both postures, a sacrifice, a dummy creature to attack, posture, undo and restart', async ({ page }) => {
    // every key lands on the predicted view while main's answer is on its way (a loaded machine)
    await delayGameAnswers(page, 300)
    await openApp(page)
    await tabTo(page, page.getByTestId('game-switch'))
    await page.getByTestId('game-switch').selectOption('creatures') // a native select: the keyboard's own
    await tabTo(page, page.getByTestId('nav-playtest'))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('playtest-start')).toBeVisible()
    await tabTo(page, page.getByTestId('source-paste'))
    await page.keyboard.press('Space')
    await tabTo(page, page.getByTestId('paste-list'))
    await page.keyboard.insertText(DECK)
    await tabTo(page, page.getByTestId('read-list'))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('parsed-summary')).toContainText('40 cards')
    await tabTo(page, page.getByTestId('seed-input'))
    await page.keyboard.insertText(String(SEED))
    await page.keyboard.press('Enter')
    await expect(board(page)).toHaveAttribute('data-phase', 'setup')
    await expect.poll(async () => (await namesIn(hand(page))).sort()).toEqual(OPENING)

    // the opening: the first pick has the focus; Enter picks it, M puts it under the deck; Ctrl+Z takes it back, K keeps
    await expect(page.getByTestId('mulligan-panel').locator('button[aria-pressed]').first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('mulligan')).toContainText('1')
    await page.keyboard.press('m')
    await expect(page.getByTestId('mulligan-panel')).toHaveCount(0)
    await page.keyboard.press('Control+z')
    await expect(page.getByTestId('mulligan-panel')).toBeVisible()
    await page.keyboard.press('k')
    await expect(board(page)).toHaveAttribute('data-phase', 'primary')

    // Enter on a hand card opens the summon; ↓ picks the defensive posture, Enter summons
    await arrowTo(page, 'Reed Serpent')
    await page.keyboard.press('Enter')
    const summon = page.getByTestId('summon-dialog')
    await expect(summon.getByTestId('posture-offensive')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(summon.getByTestId('posture-defensive')).toBeChecked()
    await page.keyboard.press('Enter')
    await expect(summon).toHaveCount(0)
    await expect(fieldCard(page, 'Reed Serpent')).toHaveAttribute('data-posture', 'defensive')
    await expect(page.getByTestId('ap')).toHaveAttribute('data-ap', '2')
    // P on the focused creature: back to offensive
    await expect.poll(() => focusedName(page)).toBe('Reed Serpent')
    await page.keyboard.press('p')
    await expect(fieldCard(page, 'Reed Serpent')).toHaveAttribute('data-posture', 'offensive')
    // E, E: the goldfish's turn, then the next one
    await page.keyboard.press('e')
    await expect(board(page)).toHaveAttribute('data-phase', 'opponent')
    await page.keyboard.press('e')
    await expect(board(page)).toHaveAttribute('data-phase', 'primary')

    // a sacrifice summon: Storm Heron (level 1) over Reed Serpent, ticked with Space
    await page.keyboard.press('ArrowDown')
    await arrowTo(page, 'Storm Heron')
    await page.keyboard.press('Enter')
    await expect(summon).toBeVisible()
    await tabTo(page, summon.locator('[data-testid^="sacrifice-"] input').first())
    await page.keyboard.press('Space')
    await page.keyboard.press('Enter')
    await expect(summon).toHaveCount(0)
    await expect(fieldCard(page, 'Storm Heron')).toHaveCount(1)
    await expect(fieldCard(page, 'Reed Serpent')).toHaveCount(0)

    // G: a dummy creature on the goldfish's field (Atk 1000, Def 1000, offensive)
    await page.keyboard.press('g')
    const form = page.getByTestId('dummy-form')
    await expect(form.getByTestId('dummy-atk')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(form).toHaveCount(0)
    await expect(page.getByTestId('goldfish').locator('[data-testid^="dummy-o"]')).toHaveCount(1)
    await shoot(page, 'dummy-en')

    // N: the clash; A on the focused Storm Heron asks for its target (the field has a creature, I13); Enter picks it
    await page.keyboard.press('n')
    await expect(board(page)).toHaveAttribute('data-phase', 'clash')
    // the focus came back from the form to the card it was on, the summoned Storm Heron
    await expect.poll(() => focusedName(page)).toBe('Storm Heron')
    await page.keyboard.press('a')
    const target = page.getByTestId('target-dialog')
    await expect(target).toBeVisible()
    await expect(target.locator('[data-testid^="target-o"]').first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(target).toHaveCount(0)
    await page.keyboard.press('n')
    await expect(board(page)).toHaveAttribute('data-phase', 'final')
    // 1.3.1 offensive against offensive: 1500 Atk beats 1000; the dummy is destroyed, the goldfish loses the difference
    await expect(page.getByTestId('goldfish').locator('[data-testid^="dummy-o"]')).toHaveCount(0)
    await expect.poll(() => opponentLp(page)).toBe(8000 - (1500 - 1000))
    await expect(fieldCard(page, 'Storm Heron').getByTestId('rest-countdown')).toHaveText('2')
    await page.locator('[data-testid="language-switch"] [data-locale="fr"]').click()
    await expect(page.getByTestId('opponent-lp')).toContainText('7500')
    await shoot(page, 'rest-fr')
    await page.locator('[data-testid="language-switch"] [data-locale="en"]').click()

    // R: the same seed again, the opening choice again
    await page.locator('body').press('r')
    await expect(page.getByTestId('mulligan-panel')).toBeVisible()
    await expect(page.getByTestId('opponent-lp')).toContainText('8000')
  })

  test('keeps the keyboard focus while main\'s answers come late: the predicted view, then main\'s, under a fast typist', async ({ page }) => {
    await chooseCreatureGame(page)
    await pasteDeck(page)
    await startGame(page)
    await expect(page.getByTestId('mulligan-panel').locator('button[aria-pressed]').first()).toBeFocused()
    const held = await holdGameAnswers(page)
    const summon = page.getByTestId('summon-dialog')

    // K keeps the hand: the opening panel (which had the focus) goes with the predicted view, main has not answered
    await page.keyboard.press('k')
    await expect(board(page)).toHaveAttribute('data-phase', 'primary')
    await expect.poll(() => held.count()).toBe(1)
    await arrowTo(page, 'Reed Serpent')
    // main's answer to K replaces the prediction: the focus stays where the player moved it
    await held.release()
    await expect(board(page)).toHaveAttribute('aria-busy', 'false')
    await afterFrames(page)
    expect(await focusedName(page)).toBe('Reed Serpent')

    // Enter opens the summon, ↓ picks defensive, Enter sends it; its prediction shows at once
    await page.keyboard.press('Enter')
    await expect(summon.getByTestId('posture-offensive')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(fieldCard(page, 'Reed Serpent')).toHaveAttribute('data-posture', 'defensive')
    await expect.poll(() => held.count()).toBe(1)
    // while main has not answered, the dialog keeps the keyboard (the card left the hand under it)
    await expect(summon.getByTestId('posture-defensive')).toBeFocused()
    await held.release()
    await expect(summon).toHaveCount(0)
    await expect.poll(() => focusedName(page)).toBe('Reed Serpent')
    await expect(board(page)).toHaveAttribute('aria-busy', 'false')
  })

  test('starts from a saved deck of the game, lists only that game\'s decks, and keeps the game in its history', async ({ page }) => {
    await chooseCreatureGame(page)
    await pasteDeck(page)
    await page.getByTestId('save-pasted').click()
    await expect(page.getByTestId('source-saved')).toBeChecked()
    await page.reload()
    await expect(page.getByTestId('deck-select').locator('option')).toHaveText([/— 40 cards/])
    await shoot(page, 'start-saved-en')
    await startGame(page)
    await page.keyboard.press('k')
    await expect(board(page)).toHaveAttribute('data-phase', 'primary')
    const kept = await namesIn(hand(page))
    // a reload (F5) finds the game where it was: main holds it
    await page.reload()
    await expect(board(page)).toHaveAttribute('data-phase', 'primary')
    await expect.poll(() => namesIn(hand(page))).toEqual(kept)
    await page.getByTestId('leave').click()
    await expect(page.getByTestId('playtest-history-row').first()).toHaveAttribute('data-seed', String(SEED))
    // its figures in the game's words, not FFTCG's Backups and damage
    await expect(page.getByTestId('history-developed')).toHaveText('Creatures by turn')
    await expect(page.getByTestId('history-dealt')).toHaveText('LP dealt by turn')
    // FFTCG has no deck yet: the creature deck is not offered there
    await page.getByTestId('game-switch').selectOption('fftcg')
    await expect(page.getByTestId('source-paste')).toBeChecked()
    await expect(page.getByTestId('paste-list')).toHaveAttribute('placeholder', /Auron/)
    await page.locator('[data-testid="language-switch"] [data-locale="fr"]').click()
    await page.getByTestId('game-switch').selectOption('creatures')
    await expect(page.getByTestId('source-saved')).toBeChecked()
    await expect(page.getByTestId('deck-select').locator('option')).toHaveText([/— 40 cartes/])
    await expect(page.getByTestId('history-dealt')).toHaveText('PV infligés par tour')
    await shoot(page, 'start-saved-fr')
  })
})
