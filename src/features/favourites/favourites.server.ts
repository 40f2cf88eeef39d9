import 'server-only'

import type { Payload } from 'payload'

import { findBuyer, upsertBuyer } from '@/features/accounts/buyers.server'

import { mergeFavIds, normaliseFavIds } from './fav-cookie'

/** The ids among these that are published properties, in the given order. */
export async function knownPropertyIds(payload: Payload, ids: readonly number[]): Promise<number[]> {
  const wanted = normaliseFavIds(ids)
  if (wanted.length === 0) return []
  const found = await payload.find({
    collection: 'properties',
    where: { and: [{ id: { in: wanted } }, { published: { equals: true } }] },
    limit: wanted.length,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {},
  })
  const known = new Set(found.docs.map((doc) => doc.id))
  return wanted.filter((id) => known.has(id))
}

/** The favourites stored on the visitor's buyers record (empty when there is no record yet). */
export async function readStoredFavourites(payload: Payload, userId: string): Promise<number[]> {
  const buyer = await findBuyer(payload, userId)
  if (!buyer) return []
  return normaliseFavIds((buyer.favourites ?? []).map((f) => (typeof f === 'object' && f ? f.id : f)))
}

/** Replaces the stored list (unknown ids dropped) and returns what was stored. */
export async function replaceStoredFavourites(payload: Payload, userId: string, ids: readonly number[]): Promise<number[]> {
  const known = await knownPropertyIds(payload, ids)
  await upsertBuyer(payload, userId, { favourites: known })
  return known
}

/** At sign-in: the deduplicated merge of the stored list and the cookie's, stored and returned. */
export async function mergeFavouritesAtSignIn(payload: Payload, userId: string, cookieIds: readonly number[]): Promise<number[]> {
  const stored = await readStoredFavourites(payload, userId)
  const merged = mergeFavIds(stored, cookieIds)
  if (merged.length === stored.length) return stored
  return replaceStoredFavourites(payload, userId, merged)
}
