/**
 * The islands of a property card and the property page in Hindi (docs/product.md §21): the heart,
 * the compare pill and button, the compare tray and their toasts speak the page's language, with
 * their words fetched once after load (`/forms/strings?part=cards`) rather than carried by the
 * page; English pages never ask for them; if they cannot be read, the islands still come, in English.
 */
import type { Page } from '@playwright/test'

import { expect, expectAccessible, hydrated, test } from './support/fixtures'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const main = (page: Page) => page.getByRole('main')
const tray = (page: Page) => page.getByTestId('compare-tray')

async function cardNames(page: Page): Promise<string[]> {
  const names = await main(page).getByRole('article').getByRole('heading').allTextContents()
  expect(names.length).toBeGreaterThanOrEqual(5)
  return names.map((n) => n.trim())
}

const hindiHeart = (page: Page, name: string) =>
  main(page).getByRole('button', { name: new RegExp(`^${escape(name)} को पसंदीदा (में जोड़ें|से हटाएँ)$`) }).first()
const hindiPill = (page: Page, name: string) =>
  main(page).getByRole('button', { name: new RegExp(`^${escape(name)} को तुलना (में जोड़ें|से हटाएँ)$`) }).first()

test('a Hindi listing’s hearts, compare pills, tray and toasts are in Hindi, and the tray leads to the Hindi table', async ({ page }) => {
  test.setTimeout(120_000)
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/forms/strings')) asked.push(new URL(r.url()).search)
  })
  const res = await page.goto('/hi/search')
  // The page itself carries none of these words.
  expect(await res!.text()).not.toContain('पसंदीदा में जोड़ें')
  await hydrated(page)
  const [a, b, c, d, e] = (await cardNames(page)) as [string, string, string, string, string]

  await expect(hindiHeart(page, a)).toHaveAccessibleName(`${a} को पसंदीदा में जोड़ें`)
  await hindiHeart(page, a).click()
  await expect(hindiHeart(page, a)).toHaveAttribute('aria-pressed', 'true')
  await expect(hindiHeart(page, a)).toHaveAccessibleName(`${a} को पसंदीदा से हटाएँ`)
  const notices = page.getByRole('region', { name: 'सूचनाएँ' })
  await expect(notices).toContainText('प्रॉपर्टी पसंदीदा में जोड़ दी गई')
  await expect(notices.getByRole('button')).toHaveAccessibleName('प्रॉपर्टी पसंदीदा में जोड़ दी गई (हटाएँ)')
  await expect(page.getByRole('region', { name: 'फ़ॉर्म के संदेश' })).toHaveCount(1)

  await expect(hindiPill(page, a)).toHaveText('तुलना')
  await hindiPill(page, a).click()
  await expect(hindiPill(page, a)).toHaveAccessibleName(`${a} को तुलना से हटाएँ`)
  await expect(tray(page).getByRole('heading')).toHaveText('तुलना (4 में से 1)')
  await expect(tray(page)).toContainText('तुलना के लिए एक और प्रोजेक्ट जोड़ें।')
  await expect(tray(page).getByRole('button', { name: 'साफ़ करें' })).toBeVisible()
  for (const name of [b, c, d]) await hindiPill(page, name).click()
  await expect(tray(page).getByRole('heading')).toHaveText('तुलना (4 में से 4)')
  await hindiPill(page, e).click()
  await expect(notices).toContainText('आप अधिकतम 4 प्रोजेक्ट की तुलना कर सकते हैं। दूसरा जोड़ने के लिए कोई एक हटाएँ।')
  await expect(hindiPill(page, e)).toHaveAttribute('aria-pressed', 'false')
  await tray(page).getByRole('button', { name: `${d} को तुलना से हटाएँ` }).click()
  await expect(tray(page).getByRole('heading')).toHaveText('तुलना (4 में से 3)')
  await expect(tray(page)).not.toContainText('Compare')
  await expectAccessible(page)
  // One request for the words, whatever the number of cards.
  expect(asked).toEqual(['?language=hi&part=cards'])

  await tray(page).getByRole('link', { name: 'अभी तुलना करें' }).click()
  await expect(page).toHaveURL(/\/hi\/compare\?ids=\d+,\d+,\d+$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
})

test('a Hindi property page’s compare button is in Hindi', async ({ page }) => {
  await page.goto('/hi/search')
  await hydrated(page)
  await main(page).getByRole('article').first().getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/hi\/property\/[^/]+\/[^/]+$/)
  await hydrated(page)
  const button = main(page).getByRole('button', { name: 'तुलना में जोड़ें', exact: true })
  await button.click()
  await expect(main(page).getByRole('button', { name: 'तुलना में जोड़ा गया', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(main(page).getByRole('button', { name: /को पसंदीदा में जोड़ें$/ }).first()).toBeVisible()
})

test('English pages keep their words and never ask for others', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/forms/strings')) asked.push(r.url())
  })
  await page.goto('/search')
  await hydrated(page)
  const [a] = (await cardNames(page)) as [string]
  const pill = main(page).getByRole('button', { name: `Add ${a} to compare` }).first()
  await expect(pill).toHaveText('Compare')
  await main(page).getByRole('button', { name: `Add ${a} to favourites` }).first().click()
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Property added to favourites')
  await pill.click()
  await expect(tray(page).getByRole('heading')).toHaveText('Compare (1 of 4)')
  expect(asked).toEqual([])
})

test('when the Hindi words cannot be read, the hearts and pills still come, in English', async ({ page }) => {
  await page.route('**/forms/strings?**part=cards', (route) => route.abort())
  await page.goto('/hi/search')
  await hydrated(page)
  const [a] = (await cardNames(page)) as [string]
  await expect(main(page).getByRole('button', { name: `Add ${a} to favourites` }).first()).toBeVisible()
  await expect(main(page).getByRole('button', { name: `Add ${a} to compare` }).first()).toHaveText('Compare')
})
