import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { getSessionUser, type SessionUser } from '@/features/accounts/session.server'
import { loadPropertySummaries } from '@/features/properties/catalogue.server'
import type { PropertySummary } from '@/features/properties/summary'
import { logger } from '@/lib/logger'

import { favFromCookieHeader } from './fav-cookie'
import { knownPropertyIds, readStoredFavourites, replaceStoredFavourites } from './favourites.server'

/**
 * A visitor's favourites (docs/product.md §8) as /api/favourites and /shortlists see them: the list stored on
 * the buyers record when the request carries a session (the sign-in hook merged the cookie's list
 * into it), otherwise the `fav` cookie's.
 */
export type VisitorFavourites = { signedIn: boolean; ids: number[] }

/**
 * The signed-in visitor, or null. A failing session lookup is logged (docs/product.md §8) and the visitor is
 * served from the cookie, so favourites keep working while accounts are down.
 */
async function sessionUser(headers: Headers): Promise<SessionUser | null> {
  try {
    return await getSessionUser(headers)
  } catch (error) {
    logger.error({ err: error }, 'Error fetching user data:')
    return null
  }
}

export async function readVisitorFavourites(headers: Headers): Promise<VisitorFavourites> {
  const user = await sessionUser(headers)
  if (!user) return { signedIn: false, ids: favFromCookieHeader(headers.get('cookie')) }
  const payload = await getPayload({ config })
  return { signedIn: true, ids: await readStoredFavourites(payload, user.id) }
}

/** Replaces the list (unknown and unpublished ids dropped) and returns what the visitor now has. */
export async function replaceVisitorFavourites(headers: Headers, ids: readonly number[]): Promise<VisitorFavourites> {
  const user = await sessionUser(headers)
  const payload = await getPayload({ config })
  if (!user) return { signedIn: false, ids: await knownPropertyIds(payload, ids) }
  return { signedIn: true, ids: await replaceStoredFavourites(payload, user.id, ids) }
}

/**
 * The published properties among `ids` as cards, in the list's order. Read as an anonymous visitor
 * (access rules apply) and not through the data cache: every visitor's list is a different key.
 */
export async function getFavouriteSummaries(ids: readonly number[]): Promise<PropertySummary[]> {
  return loadPropertySummaries(await getPayload({ config }), ids)
}

/** What /shortlists shows: the visitor's list as cards; a failing query shows an empty list (docs/product.md §11). */
export async function getShortlist(headers: Headers): Promise<{ signedIn: boolean; properties: PropertySummary[] }> {
  try {
    const { signedIn, ids } = await readVisitorFavourites(headers)
    return { signedIn, properties: await getFavouriteSummaries(ids) }
  } catch (error) {
    logger.error({ err: error }, 'Shortlist query failed')
    return { signedIn: false, properties: [] }
  }
}
