/**
 * Counts, inside a page, how often it reads `document.cookie` and `localStorage` (the hearts' and
 * compare pills' stores read them: docs/quality.md at 4a32e07 "Thirty-ninth pass"). Used by
 * `npm run bench:hydration` and tests/e2e/favourites.e2e.spec.ts.
 *
 *   await page.addInitScript(countStoreReads)
 *   await page.goto(url)
 *   const { cookie, storage } = await storeReads(page)
 */
import type { Page } from 'playwright-core'

export type StoreReads = { cookie: number; storage: number }

/** An init script (Playwright sends its source to the page, so it refers to nothing outside it). */
export function countStoreReads(): void {
  const counts = { cookie: 0, storage: 0 }
  ;(window as unknown as { storeReads: typeof counts }).storeReads = counts
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    get(this: Document) {
      counts.cookie++
      return cookie.get!.call(this) as string
    },
    set(this: Document, value: string) {
      cookie.set!.call(this, value)
    },
  })
  const getItem = Storage.prototype.getItem
  Storage.prototype.getItem = function (this: Storage, key: string) {
    counts.storage++
    return getItem.call(this, key)
  }
}

/** The reads counted so far in `page` (which ran `countStoreReads` as an init script). */
export function storeReads(page: Pick<Page, 'evaluate'>): Promise<StoreReads> {
  return page.evaluate(() => ({ ...(window as unknown as { storeReads: StoreReads }).storeReads }))
}
