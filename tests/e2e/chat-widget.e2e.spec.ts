/**
 * The Zoho SalesIQ chat widget (docs/product.md §18) through a local stand-in of its script routed
 * in place of https://salesiq.zohopublic.in/widget: loaded with the response's CSP nonce only while
 * site data `chat_widget` holds a widget code, 'Chat' in the help menu opens its window, and its
 * own button is hidden while the help menu is open.
 */
import type { Page } from '@playwright/test'

import { expect, hydrated, test } from './support/fixtures'
import { withSiteData } from './support/site-data'
import { SALESIQ_STAND_IN } from './support/stand-ins'

const CODE = 'siqE2Ewidget0123456789'
type Call = { call: string; state?: string; src?: string }

async function recordWidget(page: Page): Promise<Call[]> {
  const calls: Call[] = []
  await page.exposeBinding('__record', (_source, json: string) => {
    calls.push(JSON.parse(json) as Call)
  })
  await page.route('https://salesiq.zohopublic.in/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: SALESIQ_STAND_IN }),
  )
  return calls
}

test('without a widget code there is no widget, no Chat item and no other host in the policy', async ({ page }) => {
  const res = await page.goto('/')
  await hydrated(page)
  expect(res?.headers()['content-security-policy']).not.toContain('zoho')
  await expect(page.locator('script#zsiqscript')).toHaveCount(0)
  await page.getByTestId('help-button').locator('summary').click()
  await expect(page.getByTestId('help-button').getByRole('button', { name: 'Chat' })).toHaveCount(0)
})

test.describe('with a widget code', () => {
  test.describe.configure({ mode: 'serial' })
  withSiteData('chat_widget', CODE)

  test("loads the widget with the nonce; 'Chat' opens it and its button steps aside while the menu is open", async ({ page }) => {
    const calls = await recordWidget(page)
    await expect
      .poll(async () => {
        await page.goto('/')
        return page.locator('script#zsiqscript').count()
      }, { timeout: 20_000 })
      .toBe(1)
    await hydrated(page)
    const res = await page.request.get('/')
    expect(res.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/salesiq\.zohopublic\.in/)
    const script = page.locator('script#zsiqscript')
    await expect(script).toHaveAttribute('src', `https://salesiq.zohopublic.in/widget?wc=${CODE}`)
    expect(await script.evaluate((el) => (el as HTMLScriptElement).nonce)).not.toBe('')
    await expect.poll(() => calls.some((c) => c.call === 'loaded')).toBe(true)

    const help = page.getByTestId('help-button')
    await help.locator('summary').click()
    await expect.poll(() => calls.at(-1)).toEqual({ call: 'floatbutton.visible', state: 'hide' })
    await help.getByRole('button', { name: 'Chat' }).click()
    await expect.poll(() => calls.some((c) => c.call === 'floatwindow.visible' && c.state === 'show')).toBe(true)
    // The menu closed with the choice: the widget's button is back.
    await expect(help).not.toHaveAttribute('open')
    await expect.poll(() => calls.at(-1)).toEqual({ call: 'floatbutton.visible', state: 'show' })
    // With the widget the help button keeps 140 px clear of the bottom.
    expect(await help.evaluate((el) => getComputedStyle(el).bottom)).toBe('140px')
  })
})
