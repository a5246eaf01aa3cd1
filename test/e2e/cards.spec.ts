import { countOf, expect, openApp, rows, search, test, visibleRows } from './fixtures'

test.describe('Cards view', () => {
  test.beforeEach(async ({ page }) => {
    await openApp(page)
  })

  test('shows the whole catalog in a virtualised list that loads pages as it scrolls', async ({ page }) => {
    const total = await countOf(page)
    expect(total).toBeGreaterThan(3000)
    // only the visible rows (plus a small overscan) are in the DOM
    expect(await page.locator('[role="option"]').count()).toBeLessThan(80)
    const list = page.getByTestId('result-list')
    await list.focus()
    await page.keyboard.press('End')
    const last = page.locator(`[role="option"][aria-posinset="${total}"]`)
    await expect(last).toHaveAttribute('data-code', /.+/)
    await expect(last).toHaveAttribute('aria-selected', 'true')
    const name = (await last.locator('.name').textContent())!.trim()
    expect(name).not.toBe('')
    await expect(page.getByTestId('card-detail').locator('h2')).toHaveText(name)
  })

  test('searches by name and text', async ({ page }) => {
    const count = await search(page, 'Cloud')
    expect(count).toBeGreaterThan(5)
    await expect(rows(page).filter({ hasText: /^.*Cloud.*$/ }).first()).toBeVisible()
    // with words and no sort chosen, the best match (the exact name) comes first
    expect((await visibleRows(page))[0]?.name).toBe('Cloud')

    await search(page, '"deal it 7000 damage"')
    await expect(rows(page).first()).toBeVisible()
    await rows(page).first().click()
    await expect(page.getByTestId('card-detail')).toContainText(/deal it 7000 damage/i)
  })

  test('issue 16 item 7: the results follow a keystroke with the page’s clock stopped (no pause in typing waited for)', async ({ page }) => {
    // a debounce is a timer: with the page's timers frozen it would never search
    await page.clock.install()
    await openApp(page)
    await page.clock.pauseAt(Date.now() + 60_000)
    const box = page.getByTestId('search-input')
    await box.focus()
    await page.keyboard.type('Shantott')
    await expect(rows(page).first().locator('.name')).toHaveText('Shantotto')
    // and the next keystrokes too
    await page.keyboard.press('Control+a')
    await page.keyboard.type('Tifa')
    await expect(rows(page).first().locator('.name')).toHaveText('Tifa')
  })

  test('forgives a typo in a name: "Clowd" finds Cloud', async ({ page }) => {
    await search(page, 'Clowd')
    await expect(rows(page).filter({ has: page.locator('.name', { hasText: /^Cloud$/ }) }).first()).toBeVisible()
  })

  test('shows each card once when asked: reprints of Samurai 15-007C collapse to the original', async ({ page }) => {
    expect(await search(page, 'code:15-007')).toBe(4)
    await page.getByTestId('one-per-card').check()
    await expect.poll(() => countOf(page)).toBe(1)
    expect((await visibleRows(page)).map((r) => r.code)).toEqual(['15-007C'])
    await page.getByTestId('one-per-card').uncheck()
    await expect.poll(() => countOf(page)).toBe(4)
  })

  test('combines filters: Fire + Backup + cost at most 2', async ({ page }) => {
    const all = await countOf(page)
    await page.getByTestId('element-fire').click()
    await expect.poll(() => countOf(page)).toBeLessThan(all)
    const fire = await countOf(page)
    await page.getByTestId('type-backup').click()
    await expect.poll(() => countOf(page)).toBeLessThan(fire)
    const fireBackups = await countOf(page)
    await page.getByTestId('cost-max').fill('2')
    await expect.poll(() => countOf(page)).toBeLessThan(fireBackups)
    await expect(page.getByTestId('active-filters')).toHaveText('3 active filters')

    const shown = await visibleRows(page)
    expect(shown.length).toBeGreaterThan(3)
    for (const row of shown) {
      expect(row.elements, row.code).toContain('fire')
      expect(row.type, row.code).toBe('Backup')
      expect(row.cost, row.code).toBeLessThanOrEqual(2)
    }

    // Fire AND Ice (all) is a subset of Fire OR Ice (any)
    await page.getByRole('button', { name: 'Reset filters' }).click()
    await page.getByTestId('element-fire').click()
    await page.getByTestId('element-ice').click()
    await expect.poll(() => countOf(page)).toBeGreaterThan(fireBackups)
    const any = await countOf(page)
    await page.getByTestId('element-mode').getByRole('button', { name: 'All' }).click()
    await expect.poll(() => countOf(page)).toBeLessThan(any)
    for (const row of await visibleRows(page)) expect(row.elements, row.code).toEqual(expect.arrayContaining(['fire', 'ice']))
  })

  test('understands the query syntax and marks what it does not understand', async ({ page }) => {
    const count = await search(page, 'e:wind t:forward cost<=3')
    expect(count).toBeGreaterThan(10)
    const shown = await visibleRows(page)
    expect(shown.length).toBeGreaterThan(5)
    for (const row of shown) {
      expect(row.elements, row.code).toContain('wind')
      expect(row.type, row.code).toBe('Forward')
      expect(row.cost, row.code).toBeLessThanOrEqual(3)
    }

    await page.getByTestId('search-input').fill('e:wind cost<=three')
    const error = page.getByTestId('query-error')
    await expect(error).toBeVisible()
    await expect(error.locator('mark')).not.toBeEmpty()
    await expect(page.getByTestId('result-count')).toHaveText('no cards')

    await page.getByTestId('syntax-help-toggle').click()
    await expect(page.getByTestId('syntax-help')).toContainText('e:fire+earth')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('syntax-help')).toBeHidden()
  })

  test('opens a card: Kain (1-127H) with EX BURST, CP icons, Dull and ability name', async ({ page }) => {
    await search(page, 'code:1-127')
    await rows(page).first().click()
    const detail = page.getByTestId('card-detail')
    await expect(detail.locator('h2')).toHaveText('Kain')
    await expect(detail.locator('[data-field="fullCode"]')).toContainText('1-127H')
    await expect(detail.locator('[data-field="elements"]')).toHaveText('Lightning')
    await expect(detail.locator('.ex-burst')).toBeVisible()
    await expect(detail.getByRole('img', { name: 'Lightning CP' }).first()).toBeVisible()
    await expect(detail.getByRole('img', { name: 'Dull' })).toBeVisible()
    await expect(detail.getByRole('img', { name: 'Special ability' })).toBeVisible()
    await expect(detail.locator('.t-ability')).toHaveText("Dragoon's Pride")
  })

  test('switches to French and back, and remembers the choice', async ({ page }) => {
    await page.getByTestId('language-switch').getByRole('button', { name: 'FR' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('link', { name: 'Cartes' })).toBeVisible()
    await expect(page.getByTestId('result-count')).toHaveText(/cartes$/)
    await expect(page.getByTestId('type-backup')).toHaveText('Soutien')
    await expect(page.getByTestId('search-input')).toHaveAttribute('aria-label', 'Rechercher des cartes')

    await page.reload()
    await expect(page.getByRole('link', { name: 'Cartes' })).toBeVisible()

    await page.getByTestId('language-switch').getByRole('button', { name: 'EN' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Cards' })).toBeVisible()
    await expect(page.getByTestId('type-backup')).toHaveText('Backup')
  })

  test('works from the keyboard: / to search, arrows to move, Enter to open, Escape to clear', async ({ page }) => {
    await page.locator('body').click({ position: { x: 5, y: 300 } })
    await page.keyboard.press('/')
    await expect(page.getByTestId('search-input')).toBeFocused()
    const catalogCount = (await page.getByTestId('result-count').textContent()) ?? ''
    await page.keyboard.type('Cloud')
    // The whole catalog already shows a Cloud (1-009C): wait for the search's own results.
    await expect(page.getByTestId('result-count')).not.toHaveText(catalogCount)
    await expect(rows(page).first()).toBeVisible()
    await expect.poll(() => visibleRows(page).then((r) => r.some((x) => x.name === 'Cloud'))).toBe(true)

    await page.keyboard.press('ArrowDown') // from the search box into the list
    const list = page.getByTestId('result-list')
    await expect(list).toBeFocused()
    const first = page.locator('[role="option"][aria-posinset="1"]')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    const second = page.locator('[role="option"][aria-posinset="2"]')
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(list).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!)
    const name = (await second.locator('.name').textContent())!.trim()
    await expect(page.getByTestId('card-detail').locator('h2')).toHaveText(name)
    await page.keyboard.press('ArrowUp')
    await expect(first).toHaveAttribute('aria-selected', 'true')

    await page.keyboard.press('Enter')
    await expect(page.getByTestId('card-detail')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(list).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.locator('[role="option"][aria-selected="true"]')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('search-input')).toBeFocused()
    await expect(page.getByTestId('search-input')).toHaveValue('')
  })

  test('sorts by power, descending', async ({ page }) => {
    await search(page, 't:forward')
    await page.getByTestId('sort-key').selectOption('power')
    await page.getByTestId('sort-dir').click()
    await expect(page.getByTestId('sort-dir')).toHaveAttribute('data-dir', 'desc')
    await expect.poll(async () => {
      const powers = (await visibleRows(page)).map((r) => Number(r.power))
      return powers.length > 5 && powers.every((p, i) => i === 0 || p <= powers[i - 1]!) && powers[0]! >= 10000
    }).toBe(true)
  })
})
