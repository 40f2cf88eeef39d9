import { E2E_ADMIN } from './support/constants'
import { expect, test } from './support/fixtures'

test('the CMS at /cms shows its login and lets an editor in', async ({ page }) => {
  const response = await page.goto('/cms')
  expect(response?.status()).toBeLessThan(400)
  await expect(page).toHaveURL(/\/cms\/login/)
  await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
  await page.getByLabel(/password/i).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/, { timeout: 30_000 })
  await expect(page.getByRole('link', { name: /properties/i }).first()).toBeVisible()
})
