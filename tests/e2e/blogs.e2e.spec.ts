/**
 * The blog pages (docs/product.md §4): the paged list, a post with its author card, FAQ, related and latest
 * posts and structured data, legacy id links, 404s, fresh edits (docs/product.md §9), and rich text that can
 * never run a script (docs/product.md §12).
 */
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test'

import { E2E_BASE_URL, SAME_ORIGIN_HEADERS } from './support/constants'
import { expect, expectAccessible, loginAsEditor, test } from './support/fixtures'

type Doc = { id: number; link_title: string; uid: string | null } & Record<string, unknown>

const run = Date.now().toString(36)
const tag = `e2e-tag-${run}`
const SCRIPT_TEXT = '<script>window.__xss=1</script>'
const IMG_TEXT = '<img src=x onerror="window.__xss=2">'
const LINK_TEXT = `Bad link ${run}`

let editor: APIRequestContext
let author: { id: number; name: string; role: string | null }
let main: Doc
let sibling: Doc
let hidden: Doc
const made: number[] = []

const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const node = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
const lexical = (...children: unknown[]) => ({ root: node('root', children) })

async function createBlog(data: Record<string, unknown>): Promise<Doc> {
  const res = await editor.post('/api/cms/blogs', { data })
  expect(res.status(), await res.text()).toBe(201)
  const doc = ((await res.json()) as { doc: Doc }).doc
  made.push(doc.id)
  return doc
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>)
}

test.beforeAll(async () => {
  test.setTimeout(60_000)
  editor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: SAME_ORIGIN_HEADERS })
  await loginAsEditor(editor)
  const members = (await (await editor.get('/api/cms/team-members?limit=1&depth=0&sort=order&where[hide][equals]=false')).json()) as {
    docs: (typeof author)[]
  }
  author = members.docs[0]!
  const now = Date.now()
  main = await createBlog({
    title: `Reading the fine print ${run}`,
    uid: `e2e${run}`,
    published: true,
    date: new Date(now).toISOString(),
    minutes: 6,
    author: author.id,
    tags: [tag, 'legal'],
    preview_paragraph: `What the agreement says, and what to ask ${run}.`,
    contents: lexical(
      node('paragraph', [text(`Start here ${run}.`)], { textFormat: 0, textStyle: '' }),
      node('paragraph', [text(SCRIPT_TEXT)], { textFormat: 0, textStyle: '' }),
      node('paragraph', [text(IMG_TEXT)], { textFormat: 0, textStyle: '' }),
      node('paragraph', [node('link', [text(LINK_TEXT)], { fields: { url: 'javascript:window.__xss=3', newTab: false, linkType: 'custom' }, id: 'l1' })], {
        textFormat: 0,
        textStyle: '',
      }),
      node('heading', [text('What to check')], { tag: 'h2' }),
    ),
    faq: [{ question: `Who signs the agreement ${run}?`, answer: 'Every buyer named on the booking form.' }],
  })
  sibling = await createBlog({
    title: `Another look at agreements ${run}`,
    published: true,
    date: new Date(now - 86_400_000).toISOString(),
    author: author.id,
    tags: [tag],
    preview_paragraph: 'A second post with the same tag.',
    contents: lexical(node('paragraph', [text('word '.repeat(450))], { textFormat: 0, textStyle: '' })),
  })
  hidden = await createBlog({ title: `Draft post ${run}`, published: false, date: new Date(now).toISOString() })
})

test.afterAll(async () => {
  for (const id of made) await editor.delete(`/api/cms/blogs/${id}`)
  await editor.dispose()
})

test('the list shows posts newest first, 12 a page, with real paging links', async ({ page }) => {
  const response = await page.goto('/blogs')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/blog/i)
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${E2E_BASE_URL}/blogs`)
  const cards = page.getByTestId('blog-list').getByTestId('blog-card')
  await expect(cards).toHaveCount(12)
  await expect(cards.first().getByRole('heading')).toHaveText(String(main.title))
  await expect(cards.first()).toContainText(author.name)
  await expect(cards.first()).toContainText('6 min read')
  await expect(cards.first()).toContainText(tag)
  await expect(cards.nth(1).getByRole('heading')).toHaveText(String(sibling.title))
  const firstPageDates = await cards.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
  expect(firstPageDates).toEqual([...firstPageDates].sort().reverse())

  const images = cards.locator('img')
  expect(await images.first().getAttribute('loading')).toBe('eager')
  expect(await images.nth(1).getAttribute('loading')).toBe('lazy')
  for (const attr of ['width', 'height', 'srcset']) expect(await images.nth(1).getAttribute(attr), attr).toBeTruthy()
  await expectAccessible(page)

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /Next/ }).click()
  await expect(page).toHaveURL(/\/blogs\?page=2$/)
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible()
  const secondPageDates = await page
    .getByTestId('blog-list')
    .locator('time')
    .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
  expect(secondPageDates.length).toBeGreaterThan(0)
  expect(secondPageDates[0]! <= firstPageDates.at(-1)!).toBe(true)
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${E2E_BASE_URL}/blogs?page=2`)
  await expect(page.getByTestId('blog-list')).not.toContainText(String(hidden.title))
})

test('a page past the end or a page that is not a number is a 404', async ({ request }) => {
  for (const query of ['?page=999', '?page=abc', '?page=0', '?page=-1']) {
    const res = await request.get(`/blogs${query}`)
    expect(res.status(), query).toBe(404)
  }
})

test('a post shows its author card, FAQ, related and latest posts, and structured data', async ({ page }) => {
  const path = `/blogs/${main.link_title}`
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(main.title))
  await expect(page.locator('h1')).toHaveCount(1)
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${E2E_BASE_URL}${path}`)
  expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article')
  expect(await page.locator('meta[property="og:image"]').first().getAttribute('content')).toMatch(/^https?:\/\//)

  const card = page.getByTestId('author-card')
  await expect(card).toContainText(author.name)
  if (author.role) await expect(card).toContainText(author.role)
  await expect(card.locator('img')).toHaveAttribute('width', /\d+/)

  const faq = page.getByTestId('blog-faq')
  await faq.getByText(`Who signs the agreement ${run}?`).click()
  await expect(faq.getByText('Every buyer named on the booking form.')).toBeVisible()

  await expect(page.getByTestId('related-posts').getByRole('link', { name: String(sibling.title) })).toBeVisible()
  await expect(page.getByTestId('latest-posts').getByTestId('blog-card').first()).toBeVisible()
  await expect(page.getByTestId('latest-posts')).not.toContainText(String(main.title))

  const data = await jsonLd(page)
  const posting = data.find((d) => d['@type'] === 'BlogPosting')
  expect(posting).toBeTruthy()
  expect(posting).toMatchObject({
    headline: main.title,
    url: `${E2E_BASE_URL}${path}`,
    datePublished: main.date,
    author: { '@type': 'Person', name: author.name },
    keywords: expect.stringContaining(tag),
  })
  expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true)
  expect(data.find((d) => d['@type'] === 'FAQPage')).toMatchObject({ mainEntity: [{ name: `Who signs the agreement ${run}?` }] })
  await expectAccessible(page)

  // A post without FAQs has no FAQ section and no FAQPage; its reading time comes from its words.
  await page.goto(`/blogs/${sibling.link_title}`)
  await expect(page.getByTestId('blog-faq')).toHaveCount(0)
  expect((await jsonLd(page)).some((d) => d['@type'] === 'FAQPage')).toBe(false)
  await expect(page.getByRole('main')).toContainText('3 min read')
})

test('rich text shows script and markup as text and never runs it', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(`/blogs/${main.link_title}`)
  const content = page.getByTestId('blog-content')
  await expect(content.getByText(SCRIPT_TEXT, { exact: true })).toBeVisible()
  await expect(content.getByText(IMG_TEXT, { exact: true })).toBeVisible()
  await expect(content.locator('script')).toHaveCount(0)
  await expect(content.locator('img')).toHaveCount(0)
  // A `javascript:` link keeps its text but is no link.
  await expect(content.getByText(LINK_TEXT)).toBeVisible()
  await expect(content.getByRole('link', { name: LINK_TEXT })).toHaveCount(0)
  await expect(content.locator('h1')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
  expect(errors).toEqual([])
})

test('a legacy id link redirects permanently to the post; unknown ids and slugs are 404s', async ({ request }) => {
  for (const id of [main.uid!, String(main.id)]) {
    const res = await request.get(`/blogs/${id}/Reading%20the%20fine%20print`, { maxRedirects: 0 })
    expect(res.status(), id).toBe(308)
    expect(res.headers()['location'], id).toBe(`/blogs/${main.link_title}`)
  }
  expect((await request.get('/blogs/ffffffffffffffffffffffff/nothing', { maxRedirects: 0 })).status()).toBe(404)
  expect((await request.get(`/blogs/${hidden.id}/draft`, { maxRedirects: 0 })).status()).toBe(404)
  expect((await request.get(`/blogs/no-such-post-${run}`)).status()).toBe(404)
  expect((await request.get(`/blogs/${hidden.link_title}`)).status()).toBe(404)
})

test('an edit in the CMS shows on the post within seconds', async ({ page }) => {
  const path = `/blogs/${sibling.link_title}`
  await page.goto(path)
  const title = `Agreements, revised ${run}`
  const res = await editor.patch(`/api/cms/blogs/${sibling.id}`, { data: { title, link_title: sibling.link_title } })
  expect(res.status(), await res.text()).toBe(200)
  await expect(async () => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
})
