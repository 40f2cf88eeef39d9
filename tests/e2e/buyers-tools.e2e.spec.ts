/**
 * Compare, recently viewed and RERA links (docs/product.md §14) in Chromium: the compare tray on cards and
 * property pages (other tabs follow), the fifth project refused, the side-by-side table on the
 * server (also without JavaScript), printable; the last viewed projects on the home page and
 * /shortlists; 'Verify on <state> RERA' and the possession month on property pages.
 */
import type { Page } from '@playwright/test'

import { expect, expectAccessible, hydrated, test } from './support/fixtures'

/** Names and links of the cards /search lists first. */
async function searchCards(page: Page, query = ''): Promise<{ name: string; href: string }[]> {
  await page.goto(`/search${query}`)
  await hydrated(page)
  const links = page.getByRole('main').getByRole('article').getByRole('heading').getByRole('link')
  const count = await links.count()
  const cards: { name: string; href: string }[] = []
  for (let i = 0; i < count; i++) cards.push({ name: (await links.nth(i).textContent())!.trim(), href: (await links.nth(i).getAttribute('href'))! })
  return cards
}

const compareButton = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name: new RegExp(`^(Add ${escape(name)} to|Remove ${escape(name)} from) compare$`) }).first()
const tray = (page: Page) => page.getByTestId('compare-tray')
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const startsWith = (text: string) => new RegExp(`^${escape(text)}`)

test.describe('compare', () => {
  test('the tray collects up to four projects across tabs and opens the table', async ({ page, context }) => {
    test.setTimeout(180_000)
    const cards = await searchCards(page)
    expect(cards.length).toBeGreaterThanOrEqual(5)
    const [a, b, c, d, e] = cards as [typeof cards[0], typeof cards[0], typeof cards[0], typeof cards[0], typeof cards[0]]

    await compareButton(page, a.name).click()
    await expect(compareButton(page, a.name)).toHaveAttribute('aria-pressed', 'true')
    await expect(tray(page).getByRole('heading')).toHaveText('Compare (1 of 4)')
    await expect(tray(page)).toContainText('Add one more project to compare.')
    await compareButton(page, b.name).click()
    await compareButton(page, c.name).click()
    await expect(tray(page).getByRole('heading')).toHaveText('Compare (3 of 4)')
    await expectAccessible(page)

    // Another tab of the same visitor shows the same list and follows changes made here.
    const other = await context.newPage()
    await other.goto('/search')
    await hydrated(other)
    await expect(tray(other).getByRole('heading')).toHaveText('Compare (3 of 4)')
    await tray(page).getByRole('button', { name: `Remove ${c.name} from compare` }).click()
    await expect(tray(other).getByRole('heading')).toHaveText('Compare (2 of 4)')
    await expect(compareButton(other, c.name)).toHaveAttribute('aria-pressed', 'false')
    await other.close()

    await compareButton(page, c.name).click()
    await compareButton(page, d.name).click()
    await expect(tray(page).getByRole('heading')).toHaveText('Compare (4 of 4)')
    // A fifth asks to remove one first and changes nothing.
    await compareButton(page, e.name).click()
    await expect(page.getByText('You can compare up to 4 projects. Remove one to add another.')).toBeVisible()
    await expect(compareButton(page, e.name)).toHaveAttribute('aria-pressed', 'false')
    await expect(tray(page).getByRole('heading')).toHaveText('Compare (4 of 4)')

    await tray(page).getByRole('link', { name: 'Compare now' }).click()
    await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+,\d+$/)
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText([a.name, b.name, c.name, d.name].map(startsWith))
    for (const row of ['Price range', 'BHK options', 'Carpet area', 'Status and possession', 'RERA number', 'Builder', 'City and locality', 'Offers', 'Amenities']) {
      await expect(table.getByRole('rowheader', { name: row, exact: true })).toHaveCount(1)
    }
    // Every amenity row says, per project, whether it has it.
    const amenityRows = table.getByRole('row').filter({ has: page.getByRole('cell', { name: /^(✓ Yes|✗ No)$/ }) })
    expect(await amenityRows.count()).toBeGreaterThan(5)
    await expect(amenityRows.first().getByRole('cell')).toHaveCount(4)
    await expect(table.getByRole('link', { name: /^Verify on .+ RERA/ }).first()).toHaveAttribute('href', /^https:\/\//)
    await expectAccessible(page)

    // Removing a column is a link to the smaller comparison.
    await table.getByRole('link', { name: `Remove ${d.name} from this comparison` }).click()
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3)

    // Printed, the table stays and the site's header, footer and tray do not.
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('table')).toBeVisible()
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(tray(page)).toBeHidden()
    await page.emulateMedia({ media: 'screen' })

    await tray(page).getByRole('button', { name: 'Clear' }).click()
    await expect(tray(page)).toHaveCount(0)
  })

  test('the property page has Add to compare', async ({ page }) => {
    const [first] = await searchCards(page)
    await page.goto(first!.href)
    await hydrated(page)
    const button = page.getByRole('main').getByRole('button', { name: 'Add to compare' })
    await button.click()
    await expect(page.getByRole('main').getByRole('button', { name: 'Added to compare' })).toHaveAttribute('aria-pressed', 'true')
    await expect(tray(page)).toContainText(first!.name)
  })

  test('a shared link renders on the server, skipping unknown ids with a note', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    const api = await page.request.get('/api/search?pageSize=3')
    const { results } = (await api.json()) as { results: { id: number; full_name: string }[] }
    const ids = results.map((r) => r.id)

    await page.goto(`/compare?ids=${ids[0]},999999,${ids[1]},abc`)
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([startsWith(results[0]!.full_name), startsWith(results[1]!.full_name)])
    const notes = page.getByTestId('compare-notes')
    await expect(notes).toContainText('could not be found (id 999999)')
    await expect(notes).toContainText('“abc” is not a project id and was skipped.')

    await page.goto(`/compare?ids=${ids[2]}`)
    await expect(page.getByRole('table')).toHaveCount(0)
    await expect(page.getByTestId('compare-empty')).toContainText(`Add another project to compare with ${results[2]!.full_name}.`)
    await page.goto('/compare')
    await expect(page.getByTestId('compare-empty')).toContainText('Pick at least two projects to compare.')
    await context.close()
  })
})

test.describe('recently viewed', () => {
  test('the last projects viewed show newest first on the home page and /shortlists', async ({ page }) => {
    test.setTimeout(120_000)
    const cards = (await searchCards(page, '?sort=price_asc')).slice(0, 3)
    for (const card of cards) {
      await page.goto(card.href)
      await hydrated(page)
    }
    const newestFirst = cards.map((c) => c.name).reverse()

    await page.goto('/')
    const recent = page.getByTestId('recently-viewed')
    await expect(recent.getByRole('heading', { level: 2 })).toHaveText('Recently viewed')
    await expect(recent.getByRole('article').getByRole('heading')).toHaveText(newestFirst)
    await expectAccessible(page)

    // Viewing one again moves it to the front.
    await page.goto(cards[0]!.href)
    await hydrated(page)
    await page.goto('/shortlists')
    await expect(page.getByTestId('recently-viewed').getByRole('article').getByRole('heading')).toHaveText([cards[0]!.name, cards[2]!.name, cards[1]!.name])

    await page.getByTestId('recently-viewed').getByRole('button', { name: 'Clear' }).click()
    await expect(page.getByTestId('recently-viewed')).toHaveCount(0)
    await page.goto('/')
    await hydrated(page)
    await expect(page.getByTestId('recently-viewed')).toHaveCount(0)
  })
})

test.describe('RERA and possession on property pages', () => {
  test('the RERA number links to its state portal, and possession is shown', async ({ page }) => {
    const [first] = await searchCards(page, '?city=bengaluru&status=under-construction')
    await page.goto(first!.href)
    const link = page.getByRole('main').getByRole('link', { name: /^Verify on Karnataka RERA/ })
    await expect(link).toHaveAttribute('href', 'https://rera.karnataka.gov.in/viewAllProjects')
    await expect(link).toHaveAttribute('target', '_blank')
    const possession = page.getByRole('main').locator('.fact', { has: page.locator('dt', { hasText: /^Possession$/ }) }).locator('dd')
    await expect(possession).toHaveText(/^[A-Z][a-z]{2} \d{4}$/)
  })
})
