import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'

import { E2E_BASE_URL, SAME_ORIGIN_HEADERS } from './constants'
import { expect, loginAsEditor, test } from './fixtures'

type SiteDataDoc = { id: number; item: string; content: string | null }

/**
 * Sets one site data item through the CMS API (an editor's context) and returns what puts it back:
 * the earlier content, or no item at all when there was none.
 */
export async function setSiteData(editor: APIRequestContext, item: string, content: string): Promise<() => Promise<void>> {
  const found = (await (await editor.get(`/api/cms/site-data?where[item][equals]=${encodeURIComponent(item)}&depth=0&limit=1`)).json()) as {
    docs: SiteDataDoc[]
  }
  const existing = found.docs[0]
  if (existing) {
    const res = await editor.patch(`/api/cms/site-data/${existing.id}`, { data: { content } })
    expect(res.status(), await res.text()).toBe(200)
    return async () => {
      await editor.patch(`/api/cms/site-data/${existing.id}`, { data: { content: existing.content ?? '' } })
    }
  }
  const res = await editor.post('/api/cms/site-data', { data: { item, content } })
  expect(res.status(), await res.text()).toBe(201)
  const id = ((await res.json()) as { doc: { id: number } }).doc.id
  return async () => {
    await editor.delete(`/api/cms/site-data/${id}`)
  }
}

/**
 * For the tests of the enclosing describe: one site data item set through a signed-in editor's API
 * context before them, and put back after them.
 */
export function withSiteData(item: string, content: string): void {
  let editor: APIRequestContext | undefined
  let restore: (() => Promise<void>) | undefined
  test.beforeAll(async () => {
    editor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: SAME_ORIGIN_HEADERS })
    await loginAsEditor(editor)
    restore = await setSiteData(editor, item, content)
  })
  test.afterAll(async () => {
    await restore?.()
    await editor?.dispose()
  })
}
