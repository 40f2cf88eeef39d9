import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test'

import { E2E_ADMIN } from './constants'

/** Fails with a readable list when axe-core finds any WCAG 2.1 A/AA violation on the page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/** Signs the context in as the e2e admin editor through Payload's REST login (cookie-based). */
export async function loginAsEditor(request: APIRequestContext, who = E2E_ADMIN): Promise<string> {
  const res = await request.post('/api/cms/editors/login', { data: who })
  expect(res.status(), await res.text()).toBe(200)
  const body = (await res.json()) as { token: string }
  return body.token
}

export const test = base
export { expect }
