/** Part of `npm run load` (bench/load.ts): what visitors ask for (read from the database's own content) and the request mix built from it. */
import { randomBytes } from 'node:crypto'

import { quick, MIN_TOKEN_AGE_MS } from './config'
import { PayloadLike } from './target'

// ---------------------------------------------------------------------------------------------
// What visitors ask for, from the database's own content.

export type Catalogue = {
  cities: string[]
  builders: string[]
  collections: string[]
  types: string[]
  amenities: string[]
  words: string[]
  hot: { id: number; url: string }[]
  tail: { id: number; url: string }[]
}

export async function readCatalogue(payload: PayloadLike): Promise<Catalogue> {
  type Doc = Record<string, unknown>
  const all = async (collection: 'cities' | 'builders' | 'property-collections' | 'property-types' | 'amenities') =>
    (await payload.find({ collection, limit: 0, pagination: false, depth: 0, overrideAccess: true })).docs as unknown as Doc[]
  const cities = await all('cities')
  const citySlug = new Map(cities.map((c) => [Number(c.id), String(c.slug)]))
  const total = (await payload.count({ collection: 'properties', overrideAccess: true })).totalDocs
  const maxId = Number(
    (await payload.find({ collection: 'properties', sort: '-id', limit: 1, depth: 0, overrideAccess: true })).docs[0]?.id ?? total,
  )
  const pick = async (n: number) => {
    const ids = new Set<number>()
    while (ids.size < Math.min(n, maxId)) ids.add(1 + Math.floor(Math.random() * maxId))
    const found = await payload.find({
      collection: 'properties',
      where: { and: [{ id: { in: [...ids] } }, { published: { equals: true } }] },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { slug: true, city: true, full_name: true },
    })
    return (found.docs as unknown as Doc[])
      .filter((d) => citySlug.has(Number(d.city)) && d.slug)
      .map((d) => ({ id: Number(d.id), url: `/property/${citySlug.get(Number(d.city))}/${String(d.slug)}`, name: String(d.full_name) }))
  }
  const hot = await pick(quick ? 50 : 400)
  const tail = await pick(quick ? 200 : 5_000)
  const words = [...new Set(hot.flatMap((p) => p.name.toLowerCase().split(/\s+/)).filter((w) => /^[a-z]{4,}$/.test(w)))].slice(0, 40)
  return {
    cities: cities.map((c) => String(c.slug)),
    builders: (await all('builders')).map((b) => String(b.slug)).filter(Boolean),
    collections: (await all('property-collections')).map((c) => String(c.slug)).filter(Boolean),
    types: (await all('property-types')).map((t) => String(t.property_type)),
    amenities: (await all('amenities')).map((a) => String(a.amenity)),
    words: words.length ? words : ['park'],
    hot: hot.map(({ id, url }) => ({ id, url })),
    tail: tail.map(({ id, url }) => ({ id, url })),
  }
}

// ---------------------------------------------------------------------------------------------
// The request mix.

export const pickOne = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!
/** Skewed towards the front of the list: a few pages get most of the views. */
export const pickPopular = <T>(list: readonly T[]): T => list[Math.floor(list.length * Math.random() ** 2.5)]!
export const chance = (p: number) => Math.random() < p

/** An address in 198.18.0.0/15: page views from a large pool, lead posts one address each. */
export const visitorIp = (n: number) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`
export const randomVisitor = () => visitorIp(Math.floor(Math.random() * 100_000))

export type Kind =
  | 'home'
  | 'city page'
  | 'city featured'
  | 'property (popular)'
  | 'property (any)'
  | 'builder page'
  | 'collection page'
  | 'other page'
  | 'static file'
  | 'search page'
  | 'search API'
  | 'filtered listing'
  | 'form token'
  | 'lead post (JS)'
  | 'lead post (no JS)'

/** Share of requests per kind, in percent. */
export const MIX: [Kind, number][] = [
  ['home', 10],
  ['city page', 12],
  ['city featured', 3],
  ['property (popular)', 24],
  ['property (any)', 6],
  ['builder page', 5],
  ['collection page', 4],
  ['other page', 6],
  ['static file', 3],
  ['search page', 8],
  ['search API', 8],
  ['filtered listing', 5],
  ['form token', 3],
  ['lead post (JS)', 2],
  ['lead post (no JS)', 1],
]
export const LEAD_SHARE = 0.03

export function chooseKind(): Kind {
  let r = Math.random() * 100
  for (const [kind, weight] of MIX) {
    r -= weight
    if (r < 0) return kind
  }
  return 'home'
}

export type Request = { method: string; path: string; headers: Record<string, string>; body?: string | Buffer }
export type Built = { kind: Kind; request: Request; expect: (status: number) => boolean; email?: string }

export const pageOk = (status: number) => status >= 200 && status < 400

export class Traffic {
  readonly tag = randomBytes(3).toString('hex')
  private leadCounter = 0
  /** Set by `--per-kind`: every request is of this kind instead of drawn from the mix. */
  only: Kind | undefined
  private jsPosts = 0
  private readonly tokens: { token: string; at: number }[] = []
  private readonly altcha: string[] = []
  readonly posted = new Map<string, { kind: Kind; altcha: boolean }>()
  readonly acknowledged = new Map<string, { id?: string; status: number; kind: Kind }>()
  /** Posts answered with another status than 201/303 (errors of the run). */
  readonly refused = new Set<string>()

  constructor(
    private readonly catalogue: Catalogue,
    private readonly origin: string,
    private readonly otherPages: string[],
    private readonly staticFiles: string[],
  ) {}

  addToken(token: string, at = Date.now()) {
    this.tokens.push({ token, at })
  }

  addAltcha(solutions: string[]) {
    this.altcha.push(...solutions)
  }

  get tokensLeft() {
    return this.tokens.length
  }

  private searchQuery(): URLSearchParams {
    const c = this.catalogue
    const q = new URLSearchParams()
    if (chance(0.7)) q.set('city', pickPopular(c.cities))
    if (chance(0.4)) q.append('bhk', pickOne(['1', '2', '3', '4']))
    if (chance(0.3)) {
      q.set('min', pickOne(['2000000', '5000000', '10000000']))
      q.set('max', pickOne(['20000000', '30000000', '50000000']))
    }
    if (chance(0.15)) q.set('type', pickOne(c.types))
    if (chance(0.1)) q.append('amenity', pickOne(c.amenities))
    if (chance(0.1)) q.set('builder', pickOne(c.builders))
    if (chance(0.1)) q.set('q', pickOne(c.words))
    if (chance(0.1)) q.set('offers', 'true')
    if (chance(0.3)) q.set('sort', pickOne(['price_asc', 'price_desc', 'newest']))
    if (chance(0.2)) q.set('page', pickOne(['2', '3']))
    return q
  }

  next(): Built {
    const c = this.catalogue
    const kind = this.only ?? chooseKind()
    const headers: Record<string, string> = {
      'accept-encoding': 'gzip',
      accept: 'text/html,application/xhtml+xml',
      'x-forwarded-for': randomVisitor(),
      'user-agent': 'griha-load/1 (bench/load.ts)',
    }
    const get = (p: string): Built => ({ kind, request: { method: 'GET', path: p, headers }, expect: pageOk })
    switch (kind) {
      case 'home':
        if (chance(0.4)) headers.cookie = `city=${pickPopular(c.cities)}`
        return get('/')
      case 'city page':
        return get(`/property/${pickPopular(c.cities)}`)
      case 'city featured':
        return get(`/property/${pickPopular(c.cities)}/featured`)
      case 'property (popular)':
        return get(pickPopular(c.hot).url)
      case 'property (any)':
        return get(pickOne(c.tail).url)
      case 'builder page':
        return get(`/builders/${pickPopular(c.builders)}`)
      case 'collection page':
        return get(`/collections/${pickOne(c.collections)}`)
      case 'other page':
        return get(pickOne(this.otherPages))
      case 'static file':
        headers.accept = '*/*'
        return get(pickOne(this.staticFiles))
      case 'search page':
        return get(chance(0.2) ? `/search/${encodeURIComponent(pickOne(c.words))}` : `/search?${this.searchQuery()}`)
      case 'search API':
        headers.accept = 'application/json'
        return get(`/api/search?${this.searchQuery()}`)
      case 'filtered listing': {
        const q = this.searchQuery()
        q.delete('city')
        if (![...q.keys()].length) q.append('bhk', pickOne(['2', '3']))
        return get(`/property/${pickPopular(c.cities)}?${q}`)
      }
      case 'form token':
        headers.accept = 'application/json'
        return get('/forms/token')
      case 'lead post (JS)':
      case 'lead post (no JS)':
        return this.lead(kind, headers)
    }
  }

  /** A lead as the forms post it; a fresh visitor address, phone and e-mail each time. */
  private lead(kind: Kind, headers: Record<string, string>): Built {
    const n = ++this.leadCounter
    const js = kind === 'lead post (JS)'
    const property = chance(0.5) ? pickPopular(this.catalogue.hot) : pickOne(this.catalogue.tail)
    const form = pickOne(['enquiry', 'enquiry', 'interest', 'contact'] as const)
    const email = `visitor${n}.${this.tag}@example.com`
    const fields: [string, string][] = [
      ['SingleLine', `Load Visitor ${n}`],
      ['Email', email],
      ['PhoneNumber_countrycodeval', '+91'],
      // A fresh valid Indian mobile number per lead: the per-phone limit is 5 an hour.
      ['PhoneNumber_countrycode', `9${String((parseInt(this.tag, 16) * 7919 + n) % 1_000_000_000).padStart(9, '0')}`],
      ['MultiLine', form === 'interest' ? 'Interested in this project for 2, 3 BHK' : `Please call me about property ${property.id}`],
      ['zf_referrer_name', 'https://www.google.com/'],
      ['zf_redirect_url', property.url],
      ['utm_source', 'load-test'],
      ['source', 'clicked enq button from bottom'],
      ['consent', 'on'],
      ['website', ''],
    ]
    if (form !== 'contact') fields.push(['property', String(property.id)])
    if (form === 'interest') fields.push(['bhk', '2'], ['bhk', '3'])
    // The first JS post and every eighth after it (while solutions last) had no token: the intake
    // asks such posts for proof of work.
    const withAltcha = js && this.jsPosts++ % 8 === 0 && this.altcha.length > 0
    if (withAltcha) fields.push(['altcha', this.altcha.shift()!])
    else fields.push(['form_started', this.takeToken()])

    headers.origin = this.origin
    headers.referer = `${this.origin}${property.url}`
    headers['x-forwarded-for'] = visitorIp(100_000 + n)
    let body: Buffer
    if (js) {
      headers.accept = 'application/json'
      const boundary = `----griha${randomBytes(8).toString('hex')}`
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`
      body = Buffer.from(
        fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`,
      )
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      body = Buffer.from(new URLSearchParams(fields).toString())
    }
    this.posted.set(email, { kind, altcha: withAltcha })
    return {
      kind,
      email,
      request: { method: 'POST', path: `/forms/${form}`, headers, body },
      expect: js ? (s) => s === 201 : (s) => s === 303,
    }
  }

  /** The oldest token old enough to pass the minimum fill time (forms are open a while before posting). */
  private takeToken(): string {
    const first = this.tokens[0]
    if (first && Date.now() - first.at >= MIN_TOKEN_AGE_MS) return this.tokens.shift()!.token
    // None old enough yet (start of a run): the pool fetched before the run.
    const ready = this.tokens.findIndex((t) => Date.now() - t.at >= MIN_TOKEN_AGE_MS)
    if (ready >= 0) return this.tokens.splice(ready, 1)[0]!.token
    return '' // counted as a failed post if it ever happens: the pool is sized to avoid it
  }
}
