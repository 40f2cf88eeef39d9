/**
 * `POST /forms/<form>` (docs/product.md §7) end to end against the real database: the route handler is called
 * with real `Request` objects, the way Next calls it.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Lead, LeadDelivery, Property } from '@/cms/payload-types'
import { createCity, createEditor, createLead, createProperty } from '@/cms/seed/factories'

import { type FreshPayload, freshPayload } from './support/database'

// Read by env() on first use, which happens inside freshPayload(): every channel is configured.
process.env.LEAD_WEBHOOK_URL = 'https://hooks.example.test/leads'
process.env.ZOHO_FORM_URL_ENQUIRY = 'https://forms.zoho.example.test/enquiry'

const SITE = 'http://localhost:3000'

let ctx: FreshPayload
let payload: Payload
let POST: (request: Request, context: { params: Promise<{ form: string }> }) => Promise<Response>
let intake: typeof import('@/features/leads/intake/form-started.server')
let rateLimits: typeof import('@/features/leads/intake/rate-limit.server')
let altcha: typeof import('@/features/leads/intake/altcha.server')
let constants: typeof import('@/features/leads/intake/constants')
let property: Property
let unpublished: Property
let ipCounter = 0

type Fields = Record<string, string | Blob | string[]>
type PostOptions = {
  json?: boolean
  ip?: string
  /** The Origin header; null sends none. */
  origin?: string | null
  referer?: string
  encoding?: 'multipart' | 'urlencoded'
  /** How long ago the form was shown; null posts no form_started. */
  startedAgoMs?: number | null
  headers?: Record<string, string>
}

const nextIp = () => `203.0.113.${++ipCounter % 250}, 10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`

function request(form: string, fields: Fields, options: PostOptions = {}): Request {
  const headers = new Headers(options.headers)
  headers.set('accept', options.json === false ? 'text/html,application/xhtml+xml,*/*;q=0.8' : 'application/json')
  headers.set('x-forwarded-for', options.ip ?? nextIp())
  if (options.origin !== null) headers.set('origin', options.origin ?? SITE)
  if (options.referer) headers.set('referer', options.referer)
  const all: Fields = { ...fields }
  if (options.startedAgoMs !== null) all.form_started = intake.formStartedToken(Date.now() - (options.startedAgoMs ?? 10_000))
  let body: BodyInit
  if (options.encoding === 'urlencoded') {
    const params = new URLSearchParams()
    for (const [k, v] of Object.entries(all)) for (const one of [v].flat()) params.append(k, String(one))
    body = params
  } else {
    const data = new FormData()
    for (const [k, v] of Object.entries(all)) {
      for (const one of Array.isArray(v) ? v : [v]) data.append(k, one)
    }
    body = data
  }
  return new Request(`${SITE}/forms/${form}`, { method: 'POST', headers, body })
}

function send(req: Request, form?: string): Promise<Response> {
  const name = form ?? new URL(req.url).pathname.split('/').pop()!
  return POST(req, { params: Promise.resolve({ form: name }) })
}

const post = (form: string, fields: Fields, options?: PostOptions) => send(request(form, fields, options), form)

let phoneCounter = 0
/** A valid Indian mobile number, different each call so per-phone limits and duplicates stay apart. */
const nextPhone = () => `98${String(76_500_000 + ++phoneCounter).padStart(8, '0')}`

function contact(overrides: Fields = {}): Fields {
  return {
    SingleLine: 'Asha Menon',
    Email: 'Asha.Menon@Example.com',
    PhoneNumber_countrycodeval: '+91',
    PhoneNumber_countrycode: nextPhone(),
    MultiLine: 'Please call me about 3 BHK homes.',
    consent: 'on',
    ...overrides,
  }
}

/** The fields of a valid CV post, without the file. */
function cvApplicant(): Fields {
  return {
    Name_First: 'Ravi Kumar',
    Name_Last: 'Ravi Kumar',
    Email: 'ravi@example.com',
    PhoneNumber_countrycodeval: '+91',
    PhoneNumber_countrycode: nextPhone(),
    Location: 'Pune',
  }
}

async function lead(id: string | number): Promise<Lead> {
  return payload.findByID({ collection: 'leads', id: Number(id), depth: 0, overrideAccess: true })
}

/** The lead's rows to the sales team and its CRM (its SLA alert, due later, is tested in lead-routing). */
async function deliveries(leadId: string | number): Promise<LeadDelivery[]> {
  const result = await payload.find({
    collection: 'lead-deliveries',
    where: { and: [{ lead: { equals: Number(leadId) } }, { channel: { not_equals: 'sla-alert' } }] },
    depth: 0,
    overrideAccess: true,
    sort: 'channel',
  })
  return result.docs
}

const leadCount = async () => (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer << /Size 2 /Root 1 0 R >>\nstartxref\n44\n%%EOF\n',
)
/** Starts like a PDF (our check passes it) but has no cross-reference table (Payload's does not). */
const BROKEN_PDF = new TextEncoder().encode('%PDF-1.4\nnot really a document\n')
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  ;({ POST } = await import('@/app/forms/[form]/route'))
  intake = await import('@/features/leads/intake/form-started.server')
  rateLimits = await import('@/features/leads/intake/rate-limit.server')
  altcha = await import('@/features/leads/intake/altcha.server')
  constants = await import('@/features/leads/intake/constants')
  // A second of browser work is minutes of test time; the mechanism is the same at any cost.
  altcha.configureAltcha({ cost: 1, counterMin: 1, counterMax: 30 })
  const city = await createCity(payload, { city_name: 'Lakeshore' })
  property = await createProperty(payload, { city: city.id, full_name: 'Alpha Heights' })
  unpublished = await createProperty(payload, { city: city.id, full_name: 'Hidden Towers', published: false })
})

afterAll(async () => {
  await ctx?.cleanup()
})

beforeEach(() => {
  rateLimits.resetRateLimits()
})

describe('a valid lead', () => {
  it('answers JSON 201 with the id, stores every field and its outbox rows in one go', async () => {
    const phone = '98765 43210'
    const res = await post(
      'enquiry',
      contact({
        PhoneNumber_countrycode: phone,
        property: String(property.id),
        bhk: '3,2',
        source: 'clicked enq button from bottom',
        zf_referrer_name: 'https://www.google.com/',
        zf_redirect_url: `${SITE}/projects/alpha-heights?utm_source=google#enquire`,
        zc_gad: 'gad-123',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'diwali',
        utm_term: '3 bhk lakeshore',
        utm_content: 'banner-a',
      }),
    )
    expect(res.status).toBe(201)
    const body = (await res.json()) as { ok: boolean; id: string }
    expect(body.ok).toBe(true)
    expect(body.id).toMatch(/^\d+$/)

    const stored = await lead(body.id)
    expect(stored).toMatchObject({
      form: 'enquiry',
      status: 'new',
      name: 'Asha Menon',
      email: 'asha.menon@example.com',
      phone: '+919876543210',
      message: 'Please call me about 3 BHK homes.',
      property: property.id,
      project_name: 'Alpha Heights',
      city: 'Lakeshore',
      bhk: '2,3',
      source: 'clicked enq button from bottom',
      referrer: 'https://www.google.com/',
      landing_page: '/projects/alpha-heights?utm_source=google',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'diwali',
      utm_term: '3 bhk lakeshore',
      utm_content: 'banner-a',
      zc_gad: 'gad-123',
      consent_text: constants.CONSENT_TEXT,
    })
    expect(stored.spam_reason ?? null).toBeNull()
    expect(Date.now() - new Date(stored.consent_at!).getTime()).toBeLessThan(60_000)

    const rows = await deliveries(body.id)
    expect(rows.map((r) => r.channel).sort()).toEqual(['buyer-ack', 'email', 'webhook', 'zoho'])
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', attempts: 0, idempotency_key: `lead-${body.id}-${row.channel}` })
      expect(Math.abs(Date.now() - new Date(row.next_attempt_at!).getTime())).toBeLessThan(60_000)
    }
  })

  it('has no Zoho row for a form without a ZOHO_FORM_URL_<FORM>, and no consent without the tick', async () => {
    const fields = contact()
    delete fields.consent
    const res = await post('contact', fields, { encoding: 'urlencoded' })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    expect((await deliveries(id)).map((r) => r.channel).sort()).toEqual(['buyer-ack', 'email', 'webhook'])
    const stored = await lead(id)
    expect(stored.consent_text ?? null).toBeNull()
    expect(stored.consent_at ?? null).toBeNull()
  })

  it('answers a plain HTML post with 303 to the form’s page on this site, hash removed, submission=success', async () => {
    const before = await leadCount()
    const res = await post('contact', contact({ zf_redirect_url: '/contact-us?x=1#form' }), { json: false })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/contact-us?x=1&submission=success')
    expect(await leadCount()).toBe(before + 1)
  })

  it('never follows an off-site zf_redirect_url', async () => {
    for (const target of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const withReferer = await post('contact', contact({ zf_redirect_url: target }), {
        json: false,
        referer: `${SITE}/projects/alpha-heights`,
      })
      expect(withReferer.status).toBe(303)
      expect(withReferer.headers.get('location')).toBe('/projects/alpha-heights?submission=success')

      const withoutReferer = await post('contact', contact({ zf_redirect_url: target }), { json: false })
      expect(withoutReferer.headers.get('location')).toBe('/?submission=success')
    }
    // An off-site Referer is not followed either (the Origin still says the post is ours).
    const res = await post('contact', contact(), { json: false, referer: 'https://evil.example/page' })
    expect(res.headers.get('location')).toBe('/?submission=success')
  })

  it('builds the interest message from the property and the BHK list', async () => {
    const res = await post(
      'interest',
      contact({ property: String(property.id), bhk: ['3', '2'], MultiLine: 'Weekend visit please' }),
    )
    expect(res.status).toBe(201)
    const stored = await lead(((await res.json()) as { id: string }).id)
    expect(stored.message).toBe('Interested in Alpha Heights, Lakeshore for 2, 3 BHK\nWeekend visit please')

    const empty = await post('interest', contact({ property: String(property.id), MultiLine: '' }))
    expect((await lead(((await empty.json()) as { id: string }).id)).message).toBe('Interested in Alpha Heights, Lakeshore')
  })

  it('refuses an interest post for a missing or unpublished property, naming the field', async () => {
    for (const id of [String(unpublished.id), '999999', 'abc']) {
      const res = await post('interest', contact({ property: id }))
      expect(res.status).toBe(422)
      expect(await res.json()).toEqual({ ok: false, errors: { property: constants.INTAKE_MESSAGES.property } })
    }
    // On the enquiry form a stale property id does not cost the lead.
    const res = await post('enquiry', contact({ property: String(unpublished.id) }))
    expect(res.status).toBe(201)
    expect((await lead(((await res.json()) as { id: string }).id)).property ?? null).toBeNull()
  })
})

describe('validation answers', () => {
  it('answers 422 JSON with the message under the posted field name', async () => {
    const res = await post('contact', contact({ MultiLine: 'This is sh1t service', Email: 'nope', SingleLine: '' }))
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      ok: false,
      errors: {
        MultiLine: 'Please recheck the contents of the field',
        Email: 'Email is not valid',
        SingleLine: 'Please enter your Name',
      },
    })
  })

  it('shows the form again without JavaScript: values kept and escaped, messages under the fields', async () => {
    const before = await leadCount()
    const res = await post(
      'contact',
      contact({
        SingleLine: 'Asha "<b>" Menon',
        MultiLine: 'This is shit </textarea><script>alert(1)</script>',
        utm_source: '"><script>alert(2)</script>',
        zf_redirect_url: '/contact-us',
      }),
      { json: false },
    )
    expect(res.status).toBe(422)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).not.toContain('<script>')
    expect(html).toContain('Please recheck the contents of the field')
    expect(html).toContain('Name is invalid or contains prohibited characters')
    expect(html).toContain('value="Asha &quot;&lt;b&gt;&quot; Menon"')
    expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;</textarea>')
    expect(html).toContain('name="utm_source" value="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"')
    expect(html).toMatch(/<form method="post" action="\/forms\/contact"/)
    expect(html).toMatch(/aria-describedby="f-MultiLine-error"/)
    expect(html).toMatch(/name="form_started" value="\d+\.[\w-]{16}\.[\w-]{43}"/)
    expect(html).toContain('href="/contact-us"')
    expect(await leadCount()).toBe(before)
  })

  it('refuses a PNG renamed cv.pdf', async () => {
    const res = await post('cv', {
      ...cvApplicant(),
      FileUpload: new File([PNG], 'cv.pdf', { type: 'application/pdf' }),
    })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ ok: false, errors: { FileUpload: 'CV must be a PDF, DOC or DOCX file' } })
  })
})

describe('CV uploads', () => {
  it('stores a PDF privately under a generated name and links it from the lead', async () => {
    const res = await post('cv', {
      ...cvApplicant(),
      MultiLine: 'Site engineer, 6 years',
      FileUpload: new File([PDF], '../../etc/My CV <final>.pdf', { type: 'application/octet-stream' }),
    })
    expect(res.status).toBe(201)
    const stored = await lead(((await res.json()) as { id: string }).id)
    expect(stored).toMatchObject({ form: 'cv', name: 'Ravi Kumar', location: 'Pune', status: 'new' })
    expect(stored.resume).toEqual(expect.any(Number))

    const resume = await payload.findByID({ collection: 'resumes', id: stored.resume as number, overrideAccess: true })
    expect(resume.filename).toMatch(/^cv-\d{8}-[\w-]{12}\.pdf$/)
    expect(resume.mimeType).toBe('application/pdf')
    expect(resume.name).toBe('Ravi Kumar')
    const onDisk = path.join(ctx.dataDir, 'resumes', resume.filename!)
    expect(fs.readFileSync(onDisk)).toEqual(Buffer.from(PDF))
    // Not under the public media folder, and not readable without a sales or admin editor.
    expect(onDisk.includes(`${path.sep}media${path.sep}`)).toBe(false)
    await expect(payload.find({ collection: 'resumes', overrideAccess: false })).rejects.toThrow()
    const sales = await createEditor(payload, ['sales'])
    const seen = await payload.find({ collection: 'resumes', overrideAccess: false, user: sales })
    expect(seen.docs.map((d) => d.id)).toContain(resume.id)
  })

  it('answers 422 naming the file when the upload checks refuse a broken PDF, keeping nothing', async () => {
    const before = await leadCount()
    const resumesBefore = (await payload.count({ collection: 'resumes', overrideAccess: true })).totalDocs
    const res = await post('cv', { ...cvApplicant(), FileUpload: new File([BROKEN_PDF], 'cv.pdf') })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ ok: false, errors: { FileUpload: 'CV must be a PDF, DOC or DOCX file' } })
    expect(await leadCount()).toBe(before)
    expect((await payload.count({ collection: 'resumes', overrideAccess: true })).totalDocs).toBe(resumesBefore)
  })

  it('refuses a CV over 5 MB and a body over the cap with 413 naming the file', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PDF)
    const fields = cvApplicant()
    const justOver = await post('cv', { ...fields, FileUpload: new File([big], 'cv.pdf') })
    expect(justOver.status).toBe(422)
    expect(await justOver.json()).toEqual({ ok: false, errors: { FileUpload: 'CV must be at most 5 MB' } })

    const huge = await post('cv', { ...fields, FileUpload: new File([new Uint8Array(7 * 1024 * 1024)], 'cv.pdf') })
    expect(huge.status).toBe(413)
    expect(await huge.json()).toMatchObject({ ok: false, errors: { FileUpload: 'CV must be at most 5 MB' } })
  })
})

describe('spam', () => {
  it('stores a filled honeypot as spam and answers like a success', async () => {
    const res = await post('contact', contact({ website: 'http://spam.example' }))
    expect(res.status).toBe(201)
    const stored = await lead(((await res.json()) as { id: string }).id)
    expect(stored.status).toBe('spam')
    expect(stored.spam_reason).toMatch(/honeypot/)
    // Kept for the record, not sent on to the sales team.
    const deliveries = await payload.count({ collection: 'lead-deliveries', where: { lead: { equals: stored.id } }, overrideAccess: true })
    expect(deliveries.totalDocs).toBe(0)

    const html = await post('contact', contact({ website: 'x' }), { json: false, referer: `${SITE}/contact-us` })
    expect(html.status).toBe(303)
    expect(html.headers.get('location')).toBe('/contact-us?submission=success')
  })

  it('stores a post faster than 3 seconds as spam with the reason', async () => {
    const res = await post('contact', contact(), { startedAgoMs: 500 })
    expect(res.status).toBe(201)
    const stored = await lead(((await res.json()) as { id: string }).id)
    expect(stored.status).toBe('spam')
    expect(stored.spam_reason).toMatch(/^sent \d+ ms after the form was shown \(minimum 3000 ms\)$/)
  })

  it('links a duplicate within 24 hours to the newest earlier lead, per property', async () => {
    const phone = nextPhone()
    const first = await post('interest', contact({ PhoneNumber_countrycode: phone, property: String(property.id) }))
    const firstId = Number(((await first.json()) as { id: string }).id)
    const second = await post(
      'enquiry',
      contact({ PhoneNumber_countrycode: phone, Email: 'other@example.com', property: String(property.id) }),
    )
    const secondId = Number(((await second.json()) as { id: string }).id)
    expect((await lead(secondId)).duplicate_of).toBe(firstId)
    // Same e-mail, other phone: the newest earlier one.
    const third = await post('interest', contact({ Email: 'other@example.com', property: String(property.id) }))
    expect((await lead(((await third.json()) as { id: string }).id)).duplicate_of).toBe(secondId)
    // Same phone without a property is another enquiry, and so is one older than a day.
    const noProperty = await post('contact', contact({ PhoneNumber_countrycode: phone, Email: 'no.property@example.com' }))
    expect((await lead(((await noProperty.json()) as { id: string }).id)).duplicate_of ?? null).toBeNull()
    const old = await createLead(payload, { phone: '+919811111111', email: 'old@example.com' })
    const db = payload.db as unknown as { updateOne: (a: object) => Promise<unknown> }
    await db.updateOne({
      collection: 'leads',
      id: old.id,
      data: { createdAt: new Date(Date.now() - 25 * 3600_000).toISOString() },
    })
    const later = await post('contact', contact({ PhoneNumber_countrycode: '98111 11111', Email: 'new@example.com' }))
    expect((await lead(((await later.json()) as { id: string }).id)).duplicate_of ?? null).toBeNull()
  })

  it('refuses a cross-site post with 403 and a clear message, storing nothing', async () => {
    const before = await leadCount()
    const res = await post('contact', contact(), { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ ok: false, error: constants.INTAKE_MESSAGES.crossSite })
    const byReferer = await post('contact', contact(), { origin: null, referer: 'https://evil.example/form', json: false })
    expect(byReferer.status).toBe(403)
    expect(await byReferer.text()).toContain('This form was sent from another website')
    expect(await leadCount()).toBe(before)
  })

  it('answers the 11th post from one IP within 10 minutes with 429 and Retry-After', async () => {
    const ip = '198.51.100.7'
    for (let i = 1; i <= 10; i++) {
      // Valid or not, every post counts; invalid ones keep the test from needing ALTCHA solutions.
      const res = await post('contact', contact({ Email: 'bad' }), { ip })
      expect(res.status, `post ${i}`).toBe(422)
    }
    const res = await post('contact', contact(), { ip })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await res.json()).toEqual({ ok: false, error: constants.INTAKE_MESSAGES.rateLimited })
    // Another address is not affected; only the last X-Forwarded-For hop counts.
    expect((await post('contact', contact(), { ip: `${ip}, 192.0.2.1` })).status).toBe(201)
  })

  it('answers the 6th lead with one phone number within an hour with 429', async () => {
    const phone = nextPhone()
    for (let i = 1; i <= 5; i++) {
      expect((await post('contact', contact({ PhoneNumber_countrycode: phone }))).status, `lead ${i}`).toBe(201)
    }
    const res = await post('contact', contact({ PhoneNumber_countrycode: phone }))
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({ ok: false, error: constants.INTAKE_MESSAGES.phoneRateLimited })
  })
})

describe('ALTCHA for suspicious posts', () => {
  async function solvedPayload(): Promise<string> {
    const { GET } = await import('@/app/forms/challenge/route')
    const res = await GET()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const challenge = (await res.json()) as import('altcha-lib').Challenge
    const { solveChallenge } = await import('altcha-lib')
    const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2')
    const solution = await solveChallenge({ challenge, deriveKey })
    expect(solution).not.toBeNull()
    return btoa(JSON.stringify({ challenge, solution }))
  }

  it('asks for proof of work when form_started is missing or forged, and accepts a solution once', async () => {
    for (const token of [null, 'forged']) {
      const fields = contact(token ? { form_started: `${Date.now() - 60_000}.${'A'.repeat(43)}` } : {})
      const res = await post('contact', fields, { startedAgoMs: null })
      expect(res.status).toBe(422)
      expect(await res.json()).toEqual({ ok: false, errors: { altcha: 'Please confirm you are not a robot' } })
    }
    const solved = await solvedPayload()
    const ok = await post('contact', contact({ altcha: solved }), { startedAgoMs: null })
    expect(ok.status).toBe(201)
    expect((await lead(((await ok.json()) as { id: string }).id)).status).toBe('new')

    const replay = await post('contact', contact({ altcha: solved }), { startedAgoMs: null })
    expect(replay.status).toBe(422)
    expect(await replay.json()).toEqual({ ok: false, errors: { altcha: 'Please confirm you are not a robot' } })

    const garbage = await post('contact', contact({ altcha: btoa('{"challenge":1}') }), { startedAgoMs: null })
    expect(garbage.status).toBe(422)
  })

  it('asks for it when the IP is near its limit, and when neither Origin nor Referer was sent', async () => {
    const ip = '198.51.100.99'
    for (let i = 1; i <= 7; i++) expect((await post('contact', contact(), { ip })).status, `post ${i}`).toBe(201)
    const eighth = await post('contact', contact(), { ip })
    expect(eighth.status).toBe(422)
    expect(await eighth.json()).toEqual({ ok: false, errors: { altcha: 'Please confirm you are not a robot' } })
    expect((await post('contact', contact({ altcha: await solvedPayload() }), { ip })).status).toBe(201)

    expect((await post('contact', contact(), { origin: null })).status).toBe(422)
    expect((await post('contact', contact({ altcha: await solvedPayload() }), { origin: null })).status).toBe(201)
  })

  it('takes a form_started token for one lead: a second post with it must solve a challenge', async () => {
    const token = intake.formStartedToken(Date.now() - 10_000)
    const before = await leadCount()
    const first = await post('contact', contact({ form_started: token }), { startedAgoMs: null })
    expect(first.status).toBe(201)
    expect((await lead(((await first.json()) as { id: string }).id)).status).toBe('new')
    // The same token again, even from another address with other details, is not a fresh lead.
    const again = await post('contact', contact({ form_started: token, Email: 'second@example.com' }), { startedAgoMs: null })
    expect(again.status).toBe(422)
    expect(await again.json()).toEqual({ ok: false, errors: { altcha: 'Please confirm you are not a robot' } })
    const html = await post('contact', contact({ form_started: token }), { startedAgoMs: null, json: false })
    expect(html.status).toBe(422)
    expect(await leadCount()).toBe(before + 1)
    // With proof of work it is a lead like any suspicious post.
    const solved = await post('contact', contact({ form_started: token, altcha: await solvedPayload() }), { startedAgoMs: null })
    expect(solved.status).toBe(201)
    expect(await leadCount()).toBe(before + 2)
  })

  it('gives a token back when no lead came of the post, and claims it once across parallel posts', async () => {
    const token = intake.formStartedToken(Date.now() - 10_000)
    const phone = nextPhone()
    for (let i = 1; i <= 5; i++) expect((await post('contact', contact({ PhoneNumber_countrycode: phone }))).status).toBe(201)
    // The phone limit refuses this post; the visitor's token is still good afterwards.
    expect((await post('contact', contact({ form_started: token, PhoneNumber_countrycode: phone }), { startedAgoMs: null })).status).toBe(429)
    const before = await leadCount()
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => post('contact', contact({ form_started: token }), { startedAgoMs: null })),
    )
    expect(racing.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422])
    expect(await leadCount()).toBe(before + 1)
  })

  it('hands out signed form_started tokens at GET /forms/token', async () => {
    const { GET } = await import('@/app/forms/token/route')
    const body = (await GET().json()) as Record<string, string>
    expect(body.form_started).toMatch(/^\d+\.[\w-]{16}\.[\w-]{43}$/)
    expect(intake.checkFormStarted(body.form_started).status).toBe('too-fast')
    expect(intake.checkFormStarted(body.form_started, Date.now() + 5000).status).toBe('ok')
  })
})

describe('storage', () => {
  it('commits the lead and its outbox rows together or not at all', async () => {
    // Occupy the idempotency key the next lead's e-mail row will want: the outbox insert fails, and
    // the lead written before it in the same transaction must be gone too.
    const previous = await createLead(payload, { email: 'before@example.com', phone: '+919800000001' })
    const nextId = previous.id + 1
    const blocker = await payload.create({
      collection: 'lead-deliveries',
      data: { lead: previous.id, channel: 'email', status: 'sent', idempotency_key: `lead-${nextId}-email` },
      overrideAccess: true,
    })
    const before = await leadCount()
    const res = await post('contact', contact({ Email: 'rolled.back@example.com' }))
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ ok: false, error: constants.INTAKE_MESSAGES.unavailable })
    expect(await leadCount()).toBe(before)
    const found = await payload.find({
      collection: 'leads',
      where: { email: { equals: 'rolled.back@example.com' } },
      overrideAccess: true,
    })
    expect(found.totalDocs).toBe(0)
    expect(await payload.count({ collection: 'lead-deliveries', where: { lead: { equals: nextId } }, overrideAccess: true })).toEqual({ totalDocs: 0 })

    await payload.delete({ collection: 'lead-deliveries', id: blocker.id, overrideAccess: true })
    const again = await post('contact', contact({ Email: 'rolled.back@example.com' }))
    expect(again.status).toBe(201)
  })

  it('removes a deleted lead’s outbox rows, so a reused id cannot collide with them', async () => {
    const res = await post('contact', contact({ Email: 'deleted@example.com' }))
    const id = Number(((await res.json()) as { id: string }).id)
    expect((await deliveries(id)).length).toBeGreaterThan(0)
    await payload.delete({ collection: 'leads', id, overrideAccess: true })
    expect(await deliveries(id)).toEqual([])
    expect((await post('contact', contact({ Email: 'after.delete@example.com' }))).status).toBe(201)
  })

  it('lets a sales editor read leads and nobody anonymous', async () => {
    const res = await post('contact', contact({ Email: 'access@example.com' }))
    const id = Number(((await res.json()) as { id: string }).id)
    const sales = await createEditor(payload, ['sales'])
    const seen = await payload.find({ collection: 'leads', overrideAccess: false, user: sales, where: { id: { equals: id } } })
    expect(seen.docs.map((d) => d.id)).toEqual([id])
    await expect(payload.find({ collection: 'leads', overrideAccess: false })).rejects.toThrow()
    await expect(payload.findByID({ collection: 'leads', id, overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'lead-deliveries', overrideAccess: false })).rejects.toThrow()
    const editor = await createEditor(payload, ['editor'])
    await expect(payload.find({ collection: 'leads', overrideAccess: false, user: editor })).rejects.toThrow()

    const rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    const anonymous = await rest.GET(new Request(`${SITE}/api/cms/leads/${id}`), {
      params: Promise.resolve({ slug: ['leads', String(id)] }),
    })
    expect(anonymous.status).toBe(403)
    expect(await anonymous.text()).not.toContain('access@example.com')

    const { token } = await payload.login({
      collection: 'editors',
      data: { email: sales.email, password: 'correct-horse-battery-9' },
    })
    const asSales = await rest.GET(
      new Request(`${SITE}/api/cms/leads/${id}`, { headers: { authorization: `JWT ${token}` } }),
      { params: Promise.resolve({ slug: ['leads', String(id)] }) },
    )
    expect(asSales.status).toBe(200)
    expect(await asSales.json()).toMatchObject({ id, email: 'access@example.com', status: 'new' })
  })
})

describe('bad bodies', () => {
  const raw = (form: string, body: BodyInit | null, headers: Record<string, string>) =>
    send(
      new Request(`${SITE}/forms/${form}`, {
        method: 'POST',
        headers: { accept: 'application/json', origin: SITE, 'x-forwarded-for': nextIp(), ...headers },
        body,
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit),
      form,
    )

  it('answers an unknown form with 404 in both modes', async () => {
    const json = await post('newsletter', contact())
    expect(json.status).toBe(404)
    expect(await json.json()).toEqual({ ok: false, error: constants.INTAKE_MESSAGES.unknownForm })
    const html = await post('../admin', contact(), { json: false })
    expect(html.status).toBe(404)
    expect(html.headers.get('content-type')).toContain('text/html')
  })

  it('answers broken, foreign and oversized bodies with a 4xx and a message', async () => {
    const broken = await raw('contact', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated', {
      'content-type': 'multipart/form-data; boundary=xyz',
    })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ ok: false, error: constants.INTAKE_MESSAGES.unreadable })

    const noBoundary = await raw('contact', 'a=b', { 'content-type': 'multipart/form-data' })
    expect(noBoundary.status).toBe(400)

    const json = await raw('contact', JSON.stringify(contact()), { 'content-type': 'application/json' })
    expect(json.status).toBe(415)
    const none = await raw('contact', null, {})
    expect(none.status).toBe(415)

    const empty = await raw('contact', '', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(empty.status).toBe(422)
    expect(((await empty.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      SingleLine: 'Please enter your Name',
      Email: 'Please enter your Email',
    })

    const declared = await raw('contact', 'a=b', {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(50 * 1024 * 1024),
    })
    expect(declared.status).toBe(413)

    // No Content-Length: the cap holds while reading.
    const chunk = new Uint8Array(64 * 1024).fill(0x61)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2 * 1024 * 1024) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const streamed = await raw('contact', stream, { 'content-type': 'application/x-www-form-urlencoded' })
    expect(streamed.status).toBe(413)
    expect(await streamed.json()).toMatchObject({ errors: { MultiLine: expect.any(String) } })
    expect(sent).toBeLessThan(2 * 1024 * 1024)

    const htmlBroken = await send(
      new Request(`${SITE}/forms/cv`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'multipart/form-data; boundary=zz', 'x-forwarded-for': nextIp() },
        body: '--zz\r\nbroken',
      }),
      'cv',
    )
    expect(htmlBroken.status).toBe(400)
    expect(await htmlBroken.text()).toContain('The form data could not be read')
  })

  it('gives no 5xx for 200 generated bad inputs', async () => {
    // A small deterministic generator (mulberry32), so a failure replays exactly.
    let seed = 0x5eed
    const rand = () => {
      seed = (seed + 0x6d2b79f5) | 0
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!
    const nasty = [
      '',
      ' ',
      '\u0000',
      '\uFFFD\uD800',
      'a'.repeat(70_000),
      '😀'.repeat(300),
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '%00%0d%0a',
      '-1',
      '1e309',
      'NaN',
      '9'.repeat(40),
      '+',
      '+999',
      '०९८७६५४३२१०',
      'javascript:alert(1)',
      '//evil.example',
      'shit',
      'Ａｓｈａ',
      '\r\n\r\n--boundary--',
      '{"challenge":{},"solution":{}}',
      btoa('{"challenge":{"parameters":{}},"solution":{"counter":1,"derivedKey":"00"}}'),
      String(property.id),
      String(unpublished.id),
    ]
    const fieldNames = [
      'SingleLine', 'Email', 'PhoneNumber_countrycodeval', 'PhoneNumber_countrycode', 'MultiLine', 'zf_referrer_name',
      'zf_redirect_url', 'zc_gad', 'utm_source', 'property', 'source', 'bhk', 'consent', 'altcha', 'website',
      'Name_First', 'Name_Last', 'Location', 'FileUpload', 'form_started', '__proto__', 'constructor',
    ]
    const forms = ['contact', 'interest', 'enquiry', 'cv', 'cv', 'nope']
    const statuses = new Map<number, number>()
    for (let i = 0; i < 200; i++) {
      const form = pick(forms)
      const fields: Fields = rand() < 0.5 ? contact() : {}
      const changes = 1 + Math.floor(rand() * 5)
      for (let c = 0; c < changes; c++) {
        const name = pick(fieldNames)
        const r = rand()
        if (r < 0.15) fields[name] = new File([pick([PNG, PDF, new Uint8Array(0)])], pick(['cv.pdf', '', '../x.doc']))
        else if (r < 0.3) fields[name] = [pick(nasty), pick(nasty)]
        else fields[name] = pick(nasty)
      }
      const options: PostOptions = {
        json: rand() < 0.7,
        encoding: rand() < 0.3 ? 'urlencoded' : 'multipart',
        startedAgoMs: pick([null, 10_000, 100, -60_000, 2 * 86_400_000]),
        ...(rand() < 0.1 ? { origin: null } : {}),
      }
      let req: Request
      try {
        req = request(form, fields, options)
      } catch {
        continue
      }
      const res = await send(req, form)
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      expect(res.status, `input ${i}: ${form} ${JSON.stringify(Object.keys(fields))}`).toBeLessThan(500)
      await res.arrayBuffer()
    }
    // The loop reached the storage as well as the refusals.
    expect([...statuses.keys()].some((s) => s === 201 || s === 303)).toBe(true)
    expect([...statuses.keys()]).toContain(422)
  })
})
