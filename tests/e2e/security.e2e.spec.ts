/**
 * Security headers and policies of the production server (docs/product.md §12), per page type: the
 * Content-Security-Policy with a fresh script nonce on every HTML answer, the headers every answer
 * carries, HSTS only over HTTPS, pages working in Chromium under that policy, cross-site writes
 * refused, and redirects that never leave the site.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test'

import { E2E_ADMIN, E2E_BASE_URL } from './support/constants'
import { expect, test } from './support/fixtures'

type PageType = { type: string; path: string; status: number; scripts?: false }

async function pageTypes(request: APIRequestContext): Promise<PageType[]> {
  const search = (await (await request.get('/api/search?city=bengaluru&pageSize=1')).json()) as { results: { url: string }[] }
  const blogs = await (await request.get('/blogs')).text()
  const blog = /href="(\/blogs\/[^"?#]+)"/.exec(blogs)?.[1]
  expect(blog, 'a blog post link on /blogs').toBeTruthy()
  return [
    { type: 'home', path: '/', status: 200 },
    { type: 'city listing', path: '/property/bengaluru', status: 200 },
    { type: 'property', path: search.results[0]!.url, status: 200 },
    { type: 'builder', path: '/builders/aravali-crest-developers', status: 200 },
    { type: 'collection', path: '/collections/new-launches', status: 200 },
    { type: 'search', path: '/search?city=bengaluru&bhk=3', status: 200 },
    { type: 'blog post', path: blog!, status: 200 },
    { type: 'information page', path: '/about', status: 200 },
    { type: 'tool', path: '/emi', status: 200 },
    { type: 'form page', path: '/contact', status: 200 },
    { type: 'account page', path: '/login', status: 200 },
    { type: 'private page', path: '/shortlists', status: 200 },
    { type: 'not found', path: '/no/such/page-here', status: 404 },
    // Written by the routing proxy as plain HTML, without scripts.
    { type: 'bad filter', path: '/property/bengaluru?min=abc', status: 400, scripts: false },
    { type: 'CMS', path: '/cms/login', status: 200 },
  ]
}

const HTML_NONCE = /<script nonce="([^"]+)"/g

function expectCommonHeaders(res: APIResponse, what: string) {
  const h = res.headers()
  expect(h['x-content-type-options'], what).toBe('nosniff')
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(h['permissions-policy'], what).toContain('camera=()')
  expect(h['x-frame-options'], what).toBe('DENY')
  // Plain HTTP here: browsers ignore HSTS on it, and it is not sent.
  expect(h['strict-transport-security'], what).toBeUndefined()
}

test.describe('security headers', () => {
  test('every HTML page type has a nonce-based CSP whose nonce is on each of its scripts, fresh per answer', async ({ request }) => {
    for (const { type, path, status } of await pageTypes(request)) {
      const what = `${type} ${path}`
      const nonces = new Set<string>()
      for (let i = 0; i < 2; i++) {
        const res = await request.get(path, { maxRedirects: 0 })
        expect(res.status(), what).toBe(status)
        expectCommonHeaders(res, what)
        const csp = res.headers()['content-security-policy'] ?? ''
        const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(csp)?.[1]
        expect(nonce, `${what}: ${csp}`).toBeTruthy()
        expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
        expect(csp, what).toContain("frame-ancestors 'none'")
        expect(csp, what).toContain("object-src 'none'")
        const html = await res.text()
        const scripts = html.match(/<script\b[^>]*>/g) ?? []
        const carrying = [...html.matchAll(HTML_NONCE)].map((m) => m[1])
        expect(carrying.length, `${what}: scripts with the nonce`).toBe(scripts.length)
        expect(new Set(carrying), what).toEqual(scripts.length ? new Set([nonce]) : new Set())
        nonces.add(nonce!)
      }
      // Cached pages too: the nonce is added as each answer leaves the server.
      expect(nonces.size, `${what}: a new nonce per answer`).toBe(2)
    }
  })

  test('only the CMS asks for the colour-scheme client hint: Critical-CH on a public page costs a phone a second request', async ({ request }) => {
    // Chromium answers `Critical-CH` for a hint it did not send by dropping the answer and asking
    // again with the hint (Lighthouse: a redirect from `/` to `/`), before the first byte is used.
    for (const { type, path, status } of await pageTypes(request)) {
      const res = await request.get(path, { maxRedirects: 0 })
      expect(res.status(), path).toBe(status)
      const h = res.headers()
      if (type === 'CMS') {
        expect(h['critical-ch'], path).toBe('Sec-CH-Prefers-Color-Scheme')
        expect(h['accept-ch'], path).toBe('Sec-CH-Prefers-Color-Scheme')
      } else {
        expect(h['critical-ch'], `${type} ${path}`).toBeUndefined()
        expect(h['accept-ch'], `${type} ${path}`).toBeUndefined()
      }
    }
  })

  test('other answers carry the common headers and no CSP; HSTS only when the proxy says HTTPS', async ({ request }) => {
    const home = await (await request.get('/')).text()
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1]
    expect(chunk, 'a script chunk on the home page').toBeTruthy()
    for (const path of ['/api/search?city=bengaluru&pageSize=1', '/api/health', '/dynamic-sitemap.xml', '/robots.txt', chunk!, '/favicon.svg']) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(200)
      expectCommonHeaders(res, path)
      expect(res.headers()['content-security-policy'], path).toBeUndefined()
    }
    // A redirect (the staff page for a visitor who is not signed in).
    const redirect = await request.get('/admin', { maxRedirects: 0 })
    expect(redirect.status()).toBe(307)
    expectCommonHeaders(redirect, '/admin redirect')

    // Behind a TLS-terminating reverse proxy on this host (a trusted, loopback peer).
    for (const path of ['/', '/api/health']) {
      const res = await request.get(path, { headers: { 'x-forwarded-proto': 'https' } })
      expect(res.headers()['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains')
    }
    const https = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(https.headers()['content-security-policy']).toContain('upgrade-insecure-requests')
  })

  test('pages of every type run in Chromium under the policy without a single violation', async ({ page, request }) => {
    test.setTimeout(240_000)
    const violations: string[] = []
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        ;(window as unknown as { __csp: string[] }).__csp ??= []
        ;(window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`)
      })
    })
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
    })
    for (const { type, path, scripts } of await pageTypes(request)) {
      await page.goto(path)
      // Next's client runtime started: its scripts were allowed to run.
      if (scripts !== false) await expect.poll(() => page.evaluate(() => typeof (window as unknown as { next?: unknown }).next), { message: type }).toBe('object')
      violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).map((v) => `${path}: ${v}`))
    }
    // The CMS itself, signed in.
    await page.goto('/cms/login')
    await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
    await page.getByLabel(/password/i).fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/cms\/?$/, { timeout: 30_000 })
    await page.goto('/cms/collections/properties')
    await expect(page.getByRole('heading', { name: /properties/i }).first()).toBeVisible()
    violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).map((v) => `/cms: ${v}`))
    expect(violations).toEqual([])
  })

  test('a script that got into a page without the nonce does not run, while the page’s own scripts do', async ({ page }) => {
    // As stored markup an attacker managed to get into a page: the real answer, headers and all,
    // with an inline script and an inline event handler added to its body.
    await page.route('**/about', async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace('<body', '<body data-x="1"').replace('</main>', '<script>window.__injected = true</script><img src="data:," onerror="window.__handler = true"></main>')
      await route.fulfill({ response, body })
    })
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.goto('/about')
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { next?: unknown }).next)).toBe('object')
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected ?? false)).toBe(false)
    expect(await page.evaluate(() => (window as unknown as { __handler?: boolean }).__handler ?? false)).toBe(false)
    expect(violations.length).toBeGreaterThanOrEqual(2)
  })
})

test.describe('cross-site requests and redirects', () => {
  test('every state-changing endpoint refuses a cross-site request', async ({ playwright }) => {
    const evil = await playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { origin: 'https://evil.example' } })
    const cases: [string, Promise<APIResponse>][] = [
      ['lead form', evil.post('/forms/contact', { form: { name: 'Cross Site', email: 'cross@example.com', phone: '+919812345678', message: 'x' }, headers: { accept: 'application/json' } })],
      ['newsletter', evil.post('/newsletter', { form: { email: 'cross@example.com' }, headers: { accept: 'application/json' } })],
      ['favourites', evil.put('/api/favourites', { data: { ids: [] } })],
      ['sign-in', evil.post('/api/auth/sign-in/email', { data: { email: 'cross@example.com', password: 'whatever-password-1' } })],
      ['sign-up', evil.post('/api/auth/sign-up/email', { data: { name: 'X', email: 'cross@example.com', password: 'whatever-password-1' } })],
    ]
    for (const [what, pending] of cases) {
      const res = await pending
      expect(res.status(), `${what}: ${await res.text()}`).toBe(403)
    }
    await evil.dispose()
  })

  test('a form on another site posting to the CMS, the lead forms or the newsletter gets nowhere', async ({ page }) => {
    // The editor is signed in to the CMS in this browser.
    const login = await page.request.post('/api/cms/editors/login', { data: E2E_ADMIN })
    expect(login.status()).toBe(200)
    const count = async () => ((await (await page.request.get('/api/cms/faqs?limit=0&where[question][equals]=Cross-site%3F', { headers: { authorization: `JWT ${((await login.json()) as { token: string }).token}` } })).json()) as { totalDocs: number }).totalDocs
    const before = await count()
    // A page on another site (served by the test) that submits a form to this one.
    const evil = 'http://evil.localhost'
    const forms: [string, string, Record<string, string>, number[]][] = [
      ['CMS', '/api/cms/faqs', { question: 'Cross-site?', answer: 'No' }, [401, 403]],
      ['lead form', '/forms/contact', { name: 'Cross Site', email: 'cross@example.com', phone: '+919812345678', message: 'x' }, [403]],
      ['newsletter', '/newsletter', { email: 'cross-site@example.com' }, [403]],
    ]
    for (const [what, action, fields, statuses] of forms) {
      const inputs = Object.entries(fields).map(([k, v]) => `<input name="${k}" value="${v}">`).join('')
      await page.route(`${evil}/`, (route) => route.fulfill({ contentType: 'text/html', body: `<form method="post" action="${E2E_BASE_URL}${action}">${inputs}</form><script>document.forms[0].submit()</script>` }))
      const answer = page.waitForResponse((r) => r.url() === `${E2E_BASE_URL}${action}`)
      await page.goto(`${evil}/`)
      expect(statuses, `${what}: ${(await answer).status()}`).toContain((await answer).status())
      await page.unroute(`${evil}/`)
    }
    expect(await count()).toBe(before)
  })

  test('the CMS sign-in is limited per address: 20 failures, then 429 even for the right password', async ({ request }) => {
    // Unknown accounts, so Payload's own per-account lock is not what answers.
    const from = (ip: string, data: object) => request.post('/api/cms/editors/login', { data, headers: { 'x-forwarded-for': ip } })
    for (let i = 0; i < 20; i++) {
      expect((await from('198.51.100.20', { email: `nobody-${i}@example.com`, password: 'wrong-password-1' })).status()).toBe(401)
    }
    const refused = await from('198.51.100.20', E2E_ADMIN)
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
    expect((await from('198.51.100.21', E2E_ADMIN)).status()).toBe(200)
  })

  test('no redirect leaves the site', async ({ request, page }) => {
    const outside = (location: string | undefined) => new URL(location ?? '/', E2E_BASE_URL).origin !== E2E_BASE_URL
    for (const path of ['//evil.example/', '/\\evil.example', '/%2F%2Fevil.example', '/property/%2F%2Fevil.example', '/property//evil.example', '/search?redirect=https://evil.example']) {
      const res = await request.get(`${E2E_BASE_URL}${path}`, { maxRedirects: 0 })
      expect(outside(res.headers()['location']), `${path} → ${res.status()} ${res.headers()['location']}`).toBe(false)
    }
    const newsletter = await request.post('/newsletter', { form: { email: 'redirect@example.com', back: 'https://evil.example/x' }, headers: { origin: E2E_BASE_URL, referer: 'https://evil.example/x' }, maxRedirects: 0 })
    expect(newsletter.status()).toBe(303)
    expect(outside(newsletter.headers()['location'])).toBe(false)
    const social = await request.post('/api/auth/sign-in/social', { data: { provider: 'google', callbackURL: 'https://evil.example/steal' }, headers: { origin: E2E_BASE_URL } })
    expect(social.status()).toBe(403)

    // The CMS login sends the editor back to the page they came from, never elsewhere.
    await page.goto('/cms/login?redirect=https%3A%2F%2Fevil.example%2Fsteal')
    await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
    await page.getByLabel(/password/i).fill(E2E_ADMIN.password)
    const signedIn = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/cms/editors/login')
    await page.getByRole('button', { name: /login/i }).click()
    expect((await signedIn).status()).toBe(200)
    // Off the login page (whose own address starts with /cms too) and into the CMS. Waiting for it
    // also keeps the sign-in from being cut off while the server still records its session: Payload
    // rewrites the editor's list of sessions whole, so a sign-in that finishes after the next test's
    // (as the same editor) would drop that test's session.
    await expect(page).toHaveURL(new RegExp(`^${E2E_BASE_URL}/cms(?!/login)`), { timeout: 30_000 })
  })
})
