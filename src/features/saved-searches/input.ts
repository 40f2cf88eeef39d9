/**
 * What a visitor may send to /api/saved-searches (docs/product.md §14), validated with zod at the boundary.
 * The query is read by the §5 parser (so its errors name the search parameter) and stored as the
 * canonical query string without `page`. Pure: the route handlers and the tests share it.
 */
import { z } from 'zod'

import { ENGLISH_NAMES, nameIn } from '../i18n/content-names'
import { fillIn } from '../i18n/fill'
import { type Locale, LOCALES, type PageLanguage } from '../i18n/locales'
import { formatPrice } from '../properties/price'
import { statusLabel } from '../properties/summary'
import { parseSearchParams, type SearchParams, searchParamsToQuery } from '../search/params'

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = { instant: 'Instantly', daily: 'Daily', weekly: 'Weekly' }

export const MAX_SAVED_SEARCHES = 20
export const MAX_NAME_LENGTH = 120
const MAX_QUERY_LENGTH = 4096

export type InputResult<T> = { ok: true; value: T } | { ok: false; field: string; error: string }

const frequency = z.enum(ALERT_FREQUENCIES, { message: `frequency must be one of ${ALERT_FREQUENCIES.join(', ')}` })
const name = z
  .string({ message: 'name must be text' })
  .trim()
  .min(1, 'name must not be empty')
  .max(MAX_NAME_LENGTH, `name must be at most ${MAX_NAME_LENGTH} characters`)

const createSchema = z.object({
  query: z.string({ message: 'query must be the query string of a search' }).max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters`),
  name: name.optional(),
  frequency,
  /** The language of the page it is saved on, in which its alerts are written (docs/product.md §21). */
  language: z.enum(LOCALES, { message: `language must be one of ${LOCALES.join(', ')}` }).default('en'),
})

const updateSchema = z
  .object({ name: name.optional(), frequency: frequency.optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined, { message: 'name or frequency is required', path: ['name'] })

function firstIssue(error: z.ZodError): { ok: false; field: string; error: string } {
  const issue = error.issues[0]!
  const field = String(issue.path[0] ?? 'body')
  const message = issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`
  return { ok: false, field, error: message }
}

/** `?a=b`, `/search?a=b` or `a=b` → the canonical query string without page, or the §5 error. */
export function canonicalSavedQuery(raw: string): InputResult<{ query: string; params: SearchParams }> {
  const text = raw.trim().replace(/^(\/search)?\?/, '')
  const parsed = parseSearchParams(new URLSearchParams(text))
  if (!parsed.ok) return { ok: false, field: 'query', error: `query: ${parsed.error}` }
  const params = { ...parsed.params, page: 1 }
  return { ok: true, value: { query: searchParamsToQuery(params), params } }
}

/** The words of a default name (messages/<locale>.json `SavedSearchName`; `{price}` is the amount). */
export type NameWords = { from: string; upTo: string; withOffers: string; featured: string; allProjects: string }

/** messages/en.json's `SavedSearchName` (a unit test keeps the two the same). */
export const ENGLISH_NAME_WORDS: NameWords = { from: 'from {price}', upTo: 'up to {price}', withOffers: 'with offers', featured: 'featured', allProjects: 'All projects' }

/**
 * What a default name in another language than English is written with: that language's prices,
 * names of cities, types, collections and amenities, status labels and words
 * (src/features/saved-searches/saved-searches.server.ts `searchNameLanguage`).
 */
export type SearchNameLanguage = { page: PageLanguage; words: NameWords }

/**
 * A readable default name for a search: 'Pune · 3 BHK · up to ₹1 Cr', or 'All projects'; in
 * `language` when given ('पुणे · 3 BHK · ₹1 करोड़ तक', 'सभी प्रोजेक्ट'). Builders, zoning and the
 * text searched for are as the search has them.
 */
export function describeSearch(params: SearchParams, language?: SearchNameLanguage): string {
  const words = language?.words ?? ENGLISH_NAME_WORDS
  const names = language?.page.names ?? ENGLISH_NAMES
  const price = (amount: number) => String(formatPrice(amount, 'INR', language?.page.price))
  const status = params.status && language ? statusLabel(params.status, language.page.card) : params.status
  const parts: string[] = []
  if (params.q) parts.push(`“${params.q}”`)
  const filters = [
    params.city && nameIn(names, 'city', params.city),
    params.builder,
    params.type && nameIn(names, 'type', params.type),
    params.collection && nameIn(names, 'collection', params.collection),
    params.zoning,
    status,
  ]
  for (const value of filters) if (value) parts.push(value)
  if (params.bhk.length > 0) parts.push(`${params.bhk.join(', ')} BHK`)
  parts.push(...params.amenity.map((amenity) => nameIn(names, 'amenity', amenity)))
  if (params.min !== undefined) parts.push(fillIn(words.from, { price: price(params.min) }))
  if (params.max !== undefined) parts.push(fillIn(words.upTo, { price: price(params.max) }))
  if (params.offers) parts.push(words.withOffers)
  if (params.featured) parts.push(words.featured)
  const text = parts.length > 0 ? parts.join(' · ') : words.allProjects
  return text.length > MAX_NAME_LENGTH ? `${text.slice(0, MAX_NAME_LENGTH - 1)}…` : text
}

export type CreateInput = { query: string; name: string; frequency: AlertFrequency; language: Locale }

/**
 * A save, its name by default `describeSearch`'s: in `nameLanguage` when that is the language the
 * search is saved in, else in English.
 */
export function parseCreateInput(body: unknown, nameLanguage?: SearchNameLanguage): InputResult<CreateInput> {
  const result = createSchema.safeParse(body ?? {})
  if (!result.success) return firstIssue(result.error)
  const query = canonicalSavedQuery(result.data.query)
  if (!query.ok) return query
  const { frequency, language } = result.data
  const name = result.data.name ?? describeSearch(query.value.params, nameLanguage?.page.locale === language ? nameLanguage : undefined)
  return { ok: true, value: { query: query.value.query, name, frequency, language } }
}

export type UpdateInput = { name?: string; frequency?: AlertFrequency }

export function parseUpdateInput(body: unknown): InputResult<UpdateInput> {
  const result = updateSchema.safeParse(body ?? {})
  if (!result.success) return firstIssue(result.error)
  const value: UpdateInput = {}
  if (result.data.name !== undefined) value.name = result.data.name
  if (result.data.frequency !== undefined) value.frequency = result.data.frequency
  return { ok: true, value }
}
