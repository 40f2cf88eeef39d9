/**
 * Security regression tests of the site's own endpoints and files (docs/security.md,
 * docs/product.md §17), through the real route handlers on a real database: each fails if its
 * defence is removed.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createEditor } from '@/cms/seed/factories'

import { type FreshPayload, freshPayload } from './support/database'

const SITE = 'http://localhost:3000'

let ctx: FreshPayload
let payload: Payload
let ipCounter = 0
const nextIp = () => `192.0.2.${(ipCounter += 1)}`

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
})
afterAll(async () => {
  await ctx?.cleanup()
})

/** A 64 MB chunked body (no Content-Length) that counts how much of it was pulled. */
function chunked(chunks = 1024, size = 64 * 1024) {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close()
      pulled += 1
      controller.enqueue(new Uint8Array(size).fill(0x20))
    },
  })
  return { stream, pulled: () => pulled }
}

function post(path: string, body: ReadableStream<Uint8Array>, contentType: string, method = 'POST'): Request {
  return new Request(`${SITE}${path}`, {
    method,
    body,
    duplex: 'half',
    headers: { 'content-type': contentType, origin: SITE, 'x-forwarded-for': nextIp(), accept: 'application/json' },
  } as RequestInit)
}

describe('every body is capped while it streams', () => {
  const endpoints: [string, string, string, () => Promise<(r: Request) => Promise<Response>>][] = [
    ['POST /api/auth/sign-in/email', '/api/auth/sign-in/email', 'application/json', async () => (await import('@/app/api/auth/[...all]/route')).POST],
    ['POST /api/auth/sign-up/email', '/api/auth/sign-up/email', 'application/json', async () => (await import('@/app/api/auth/[...all]/route')).POST],
    ['PUT /api/favourites', '/api/favourites', 'application/json', async () => (await import('@/app/api/favourites/route')).PUT],
    ['POST /api/saved-searches (JSON)', '/api/saved-searches', 'application/json', async () => (await import('@/app/api/saved-searches/route')).POST],
    ['POST /api/saved-searches (form)', '/api/saved-searches', 'application/x-www-form-urlencoded', async () => (await import('@/app/api/saved-searches/route')).POST],
    ['POST /newsletter', '/newsletter', 'application/x-www-form-urlencoded', async () => (await import('@/app/newsletter/route')).POST],
  ]

  it.each(endpoints)('%s answers 413 to a 64 MB chunked body without reading it whole', async (_name, path, type, load) => {
    const handler = await load()
    const body = chunked()
    const method = path === '/api/favourites' ? 'PUT' : 'POST'
    const res = await handler(post(path, body.stream, type, method))
    expect(res.status).toBe(413)
    expect(body.pulled()).toBeLessThan(64)
  })

  it('reads a token form of a few kB at most (unsubscribe, cancel a visit)', async () => {
    const { readCappedForm, TOKEN_FORM_LIMIT_BYTES } = await import('@/lib/http/body')
    const body = chunked()
    const read = await readCappedForm(post('/site-visits/cancel', body.stream, 'application/x-www-form-urlencoded'), TOKEN_FORM_LIMIT_BYTES)
    expect(read).toEqual({ ok: false, reason: 'too-large' })
    expect(body.pulled()).toBeLessThan(4)
  })
})

describe('limits follow the router', () => {
  it('counts every spelling of the visitors’ sign-in path Better Auth accepts as one route', async () => {
    const { POST } = await import('@/app/api/auth/[...all]/route')
    const { SIGN_IN_ATTEMPTS_PER_IP } = await import('@/features/accounts/auth-options')
    const ip = nextIp()
    const spellings = ['/api/auth/sign-in/email', '/api/auth/sign-in/email/', '/api/auth/SIGN-IN/EMAIL', '/api/auth/Sign-In/Email/', '/api/auth//sign-in/email']
    const signIn = (path: string, i: number) =>
      POST(
        new Request(`${SITE}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': ip },
          body: JSON.stringify({ email: `spray-${i}@example.com`, password: 'wrong-password-0' }),
        }),
      )
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_IP; i++) expect((await signIn(spellings[0]!, i)).status).toBe(401)
    // Once the address has used its attempts, no spelling gets another "wrong password" answer: a
    // spelling is either not the sign-in at all (404) or counted with it (429).
    for (const path of spellings) {
      const status = (await signIn(path, 1000)).status
      expect([404, 429], `${path}: ${status}`).toContain(status)
    }
  })
})

describe('visitor accounts', () => {
  const authPost = async (path: string, body: unknown, ip = nextIp()) => {
    const { POST } = await import('@/app/api/auth/[...all]/route')
    return POST(
      new Request(`${SITE}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      }),
    )
  }

  it('limits phone + password sign-in per number like e-mail sign-in, from any address', async () => {
    const { SIGN_IN_ATTEMPTS_PER_EMAIL } = await import('@/features/accounts/auth-options')
    const phoneNumber = '+919812300001'
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_EMAIL; i++) {
      expect((await authPost('/api/auth/sign-in/phone-number', { phoneNumber, password: `wrong-password-${i}` })).status).not.toBe(429)
    }
    expect((await authPost('/api/auth/sign-in/phone-number', { phoneNumber, password: 'wrong-password-x' })).status).toBe(429)
  })

  it('refuses display names outside the lead name rule at sign-up', async () => {
    for (const name of ['Your account is blocked, verify at http://evil.example now', 'Asha\nMenon', 'x'.repeat(300)]) {
      const res = await authPost('/api/auth/sign-up/email', { name, email: `${Date.now()}-${name.length}@example.com`, password: 'a-long-passphrase-7' })
      expect(res.status, name.slice(0, 30)).toBe(400)
      expect(((await res.json()) as { code: string }).code).toBe('INVALID_NAME')
    }
    // A million characters do not even reach the rule: the body is over its cap.
    expect((await authPost('/api/auth/sign-up/email', { name: 'x'.repeat(1_000_000), email: 'big@example.com', password: 'a-long-passphrase-7' })).status).toBe(413)
    expect((await authPost('/api/auth/sign-up/email', { name: 'Asha Menon', email: 'asha.rule@example.com', password: 'a-long-passphrase-7' })).status).toBe(200)
  })

  it('offers no password reset by phone, however the path is spelled', async () => {
    for (const path of ['/api/auth/phone-number/request-password-reset', '/api/auth/phone-number/request-password-reset/', '/api/auth/PHONE-NUMBER/REQUEST-PASSWORD-RESET']) {
      expect((await authPost(path, { phoneNumber: '+919812300002' })).status, path).toBe(404)
    }
    for (const path of ['/api/auth/phone-number/reset-password', '/api/auth/Phone-Number/Reset-Password/']) {
      expect((await authPost(path, { phoneNumber: '+919812300002', otp: '123456', newPassword: 'a-new-passphrase-1' })).status, path).toBe(404)
    }
  })
})

describe('files and health', () => {
  it('serves CVs and PDF media as attachments', async () => {
    const rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer << /Size 2 /Root 1 0 R >>\nstartxref\n44\n%%EOF\n',
    )
    const cv = await payload.create({
      collection: 'resumes',
      data: { name: 'Asha Menon' },
      file: { data: pdf, mimetype: 'application/pdf', name: 'asha-cv.pdf', size: pdf.length },
      overrideAccess: true,
    })
    const brochure = await payload.create({
      collection: 'media',
      data: { alt: 'Brochure' },
      file: { data: pdf, mimetype: 'application/pdf', name: 'brochure.pdf', size: pdf.length },
      overrideAccess: true,
    })
    const sales = await createEditor(payload, ['sales'])
    const { token } = await payload.login({ collection: 'editors', data: { email: sales.email, password: 'correct-horse-battery-9' } })
    const get = (collection: string, filename: string) =>
      rest.GET(new Request(`${SITE}/api/cms/${collection}/file/${filename}`, { headers: { authorization: `JWT ${token}` } }), {
        params: Promise.resolve({ slug: [collection, 'file', filename] }),
      })
    for (const [collection, filename] of [['resumes', cv.filename!], ['media', brochure.filename!]] as const) {
      const res = await get(collection, filename)
      expect(res.status, collection).toBe(200)
      expect(res.headers.get('content-disposition'), collection).toMatch(/^attachment/)
      await res.body?.cancel()
    }
  })

  it('names no host in /api/health', async () => {
    const os = await import('node:os')
    const { GET } = await import('@/app/api/health/route')
    const body = (await (await GET()).json()) as { status: string; instance: string }
    expect(body.status).toBe('ok')
    expect(body.instance).toMatch(/^[0-9a-f]{16}$/)
    expect(body.instance).not.toContain(os.hostname())
  })
})
