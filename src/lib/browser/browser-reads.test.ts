/**
 * The page's stores read the browser's cookie string and localStorage at most once a task
 * (document-cookie.ts, stored-list.ts): every heart and compare pill of a list page reads them
 * several times a render. Node stands in for the browser with a `document` and a `window` whose
 * reads are counted.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { cookieWritten, documentCookie } from './document-cookie'
import { storedList } from './stored-list'

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

const globals = globalThis as unknown as { document?: unknown; window?: unknown }

describe('documentCookie', () => {
  let cookie = ''
  let reads = 0
  beforeEach(async () => {
    await nextTask()
    cookie = 'city=pune'
    reads = 0
    globals.document = {
      get cookie() {
        reads++
        return cookie
      },
    }
  })
  afterEach(() => {
    delete globals.document
  })

  it('reads document.cookie once in a task, and again in the next', async () => {
    expect(documentCookie()).toBe('city=pune')
    expect(documentCookie()).toBe('city=pune')
    expect(documentCookie()).toBe('city=pune')
    expect(reads).toBe(1)
    cookie = 'city=pune; fav=%5B7%5D'
    await nextTask()
    expect(documentCookie()).toBe('city=pune; fav=%5B7%5D')
    expect(reads).toBe(2)
  })

  it('reads again in the same task after the page writes a cookie', () => {
    expect(documentCookie()).toBe('city=pune')
    cookie = 'city=mumbai'
    cookieWritten()
    expect(documentCookie()).toBe('city=mumbai')
    expect(reads).toBe(2)
  })
})

describe('storedList', () => {
  let items = new Map<string, string>()
  let reads = 0
  beforeEach(async () => {
    await nextTask()
    items = new Map()
    reads = 0
    globals.window = {
      localStorage: {
        getItem: (key: string) => {
          reads++
          return items.get(key) ?? null
        },
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
    }
  })
  afterEach(() => {
    delete globals.window
  })

  const parse = (raw: string | null) => (raw ? (JSON.parse(raw) as number[]) : [])

  it('reads storage once in a task and gives the same array until the value changes', async () => {
    items.set('k', '[1,2]')
    const list = storedList('k', parse)
    const first = list.read()
    expect(first).toEqual([1, 2])
    expect(list.read()).toBe(first)
    expect(list.read()).toBe(first)
    expect(reads).toBe(1)
    await nextTask()
    expect(list.read()).toBe(first)
    expect(reads).toBe(2)
    // Another tab writes; this one sees it in a later task (its `storage` event comes in one).
    items.set('k', '[3]')
    await nextTask()
    expect(list.read()).toEqual([3])
    expect(reads).toBe(3)
  })

  it('sees its own write at once, in the same task', () => {
    const list = storedList('k', parse)
    expect(list.read()).toEqual([])
    list.write([4, 5])
    expect(items.get('k')).toBe('[4,5]')
    expect(list.read()).toEqual([4, 5])
    list.write([])
    expect(items.has('k')).toBe(false)
    expect(list.read()).toEqual([])
    expect(reads).toBe(3)
  })
})
