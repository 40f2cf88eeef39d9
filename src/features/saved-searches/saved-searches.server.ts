import 'server-only'

/**
 * A visitor's saved searches (docs/product.md §14), read and written with the Local API as server code: the
 * collection admits no visitor directly, so every function here is scoped to the owner's account
 * id, and another visitor's id is simply not found.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import type { SavedSearch } from '@/cms/payload-types'
import { contentNames } from '@/features/i18n/content-names.server'
import { isLocale } from '@/features/i18n/locales'
import { messagesOf, pageLanguage } from '@/features/i18n/messages.server'
import { purposeKey } from '@/features/leads/intake/secret.server'
import { oneAtATime } from '@/lib/shared/one-at-a-time'

import { type AlertFrequency, type CreateInput, MAX_SAVED_SEARCHES, type SearchNameLanguage, type UpdateInput } from './input'
import { tokenId, unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token'

export type SavedSearchItem = {
  id: number
  name: string
  query: string
  /** The search page of this saved search, on this site. */
  url: string
  frequency: AlertFrequency
  /** False once the visitor unsubscribed from its mail (choosing a frequency turns them on again). */
  alerts: boolean
  createdAt: string
}

export type Owner = { id: string; email: string }

const payloadOf = (payload?: Payload) => (payload ? Promise.resolve(payload) : getPayload({ config }))

export function toItem(doc: SavedSearch): SavedSearchItem {
  return {
    id: doc.id,
    name: doc.name,
    query: doc.query ?? '',
    url: doc.query ? `/search?${doc.query}` : '/search',
    frequency: doc.frequency,
    alerts: !doc.unsubscribed_at,
    createdAt: doc.createdAt,
  }
}

export async function listSavedSearches(userId: string, payload?: Payload): Promise<SavedSearchItem[]> {
  const found = await (await payloadOf(payload)).find({
    collection: 'saved-searches',
    where: { user_id: { equals: userId } },
    sort: '-createdAt',
    limit: MAX_SAVED_SEARCHES * 2,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map(toItem)
}

async function ownDoc(p: Payload, userId: string, id: number): Promise<SavedSearch | null> {
  const found = await p.find({
    collection: 'saved-searches',
    where: { and: [{ id: { equals: id } }, { user_id: { equals: userId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/**
 * What a default name is written with in the language a save asks for (its `language`, before it is
 * validated), or undefined for English and anything else: names in English need no read.
 */
export async function searchNameLanguage(asked: unknown): Promise<SearchNameLanguage | undefined> {
  if (!isLocale(asked) || asked === 'en') return undefined
  return { page: pageLanguage(asked, await contentNames(asked)), words: messagesOf(asked, 'SavedSearchName') }
}

export type CreateResult = { ok: true; id: number } | { ok: false; reason: 'limit' }

/**
 * Saves a search for the owner; refused once they have MAX_SAVED_SEARCHES.
 *
 * An owner's saves run one at a time (`oneAtATime`: in this process, and with REDIS_URL on every
 * instance), so the count below always sees the saves before. Without Redis, instances sharing one
 * PostgreSQL database can still overlap; the check after the insert takes a save past the limit
 * back, which is not airtight there (a save with a lower id can commit after a later one checked).
 */
export function createSavedSearch(owner: Owner, input: CreateInput, payload?: Payload): Promise<CreateResult> {
  return oneAtATime(`saved-search:${owner.id}`, () => createNow(owner, input, payload))
}

async function createNow(owner: Owner, input: CreateInput, payload?: Payload): Promise<CreateResult> {
  const p = await payloadOf(payload)
  const { totalDocs } = await p.count({ collection: 'saved-searches', where: { user_id: { equals: owner.id } }, overrideAccess: true })
  if (totalDocs >= MAX_SAVED_SEARCHES) return { ok: false, reason: 'limit' }
  const doc = await p.create({
    collection: 'saved-searches',
    data: { user_id: owner.id, email: owner.email, name: input.name, query: input.query, frequency: input.frequency, language: input.language },
    overrideAccess: true,
  })
  // Two saves at once can both pass the count above. The owner's first MAX_SAVED_SEARCHES by id
  // stay; a save that came later than that is taken back, so the limit holds under concurrency.
  const first = await p.find({
    collection: 'saved-searches',
    where: { user_id: { equals: owner.id } },
    sort: 'id',
    limit: MAX_SAVED_SEARCHES,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  if (!first.docs.some((d) => d.id === doc.id)) {
    await p.delete({ collection: 'saved-searches', id: doc.id, overrideAccess: true })
    return { ok: false, reason: 'limit' }
  }
  return { ok: true, id: doc.id }
}

/** Renames it or changes its frequency (which also turns its mail on again); null when not theirs. */
export async function updateSavedSearch(userId: string, id: number, input: UpdateInput, payload?: Payload): Promise<SavedSearchItem | null> {
  const p = await payloadOf(payload)
  const doc = await ownDoc(p, userId, id)
  if (!doc) return null
  const data: Partial<SavedSearch> = { ...input }
  if (input.frequency) data.unsubscribed_at = null
  const updated = await p.update({ collection: 'saved-searches', id, data, depth: 0, overrideAccess: true })
  return toItem(updated)
}

/** Deletes it and its matches; false when not theirs. */
export async function deleteSavedSearch(userId: string, id: number, payload?: Payload): Promise<boolean> {
  const p = await payloadOf(payload)
  const doc = await ownDoc(p, userId, id)
  if (!doc) return false
  await p.delete({ collection: 'alert-matches', where: { saved_search: { equals: id } }, overrideAccess: true })
  await p.delete({ collection: 'saved-searches', id, overrideAccess: true })
  return true
}

const unsubscribeKey = () => purposeKey('saved-search-unsubscribe')

export function unsubscribeTokenFor(search: { id: number; user_id: string }): string {
  return unsubscribeToken(unsubscribeKey(), search.id, search.user_id)
}

/** The saved search a genuine token names, or null (malformed, forged, or the search is gone). */
export async function savedSearchForToken(token: string | null, payload?: Payload): Promise<SavedSearch | null> {
  const id = tokenId(token)
  if (id === null || !token) return null
  const p = await payloadOf(payload)
  const doc = (await p.findByID({ collection: 'saved-searches', id, depth: 0, overrideAccess: true, disableErrors: true })) as SavedSearch | null
  if (!doc || !verifyUnsubscribeToken(unsubscribeKey(), token, doc.id, doc.user_id)) return null
  return doc
}

/** Stops the mail of the saved search a genuine token names; null when the token is not one. */
export async function unsubscribeWithToken(token: string | null, now = new Date(), payload?: Payload): Promise<SavedSearch | null> {
  const doc = await savedSearchForToken(token, payload)
  if (!doc) return null
  if (doc.unsubscribed_at) return doc
  return (await (await payloadOf(payload)).update({
    collection: 'saved-searches',
    id: doc.id,
    data: { unsubscribed_at: now.toISOString() },
    depth: 0,
    overrideAccess: true,
  })) as SavedSearch
}
