import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { mergeFavouritesAtSignIn } from '@/features/favourites/favourites.server'
import { storeAccountLead } from '@/features/leads/intake/store.server'
import { logger } from '@/lib/logger'
import { oneAtATime } from '@/lib/shared/one-at-a-time'

import { isPlaceholderEmail } from './auth-options'
import { findBuyer, upsertBuyer } from './buyers.server'

export type SignedInUser = {
  id: string
  name?: string | null
  email?: string | null
  phoneNumber?: string | null
}

/**
 * What docs/product.md §8 asks of every sign-in (and of a name change, which can complete a phone-only
 * account): load the visitor's `buyers` record, keeping its e-mail and phone current; send the
 * `new-user` lead once per visitor when they have a display name; merge the favourites of the `fav`
 * cookie into the stored list. Returns the merged list for the cookie, or undefined when the
 * visitor's data could not be loaded (the sign-in itself still succeeds).
 */
export function handOffSignedInUser(user: SignedInUser, cookieIds: readonly number[]): Promise<number[] | undefined> {
  // A second sign-in of the same visitor waits for the first (in this process and, with Redis, on every instance).
  return oneAtATime(`hand-off:${user.id}`, async () => {
    try {
      const payload = await getPayload({ config })
      const email = isPlaceholderEmail(user.email) ? undefined : user.email!
      const phone = user.phoneNumber || undefined
      const existing = await findBuyer(payload, user.id)
      const buyer =
        existing && existing.email === (email ?? existing.email) && existing.phone === (phone ?? existing.phone)
          ? existing
          : await upsertBuyer(payload, user.id, { ...(email ? { email } : {}), ...(phone ? { phone } : {}) })

      const name = user.name?.trim()
      if (!buyer.submission && name) {
        await storeAccountLead(payload, { name, ...(email ? { email } : {}), ...(phone ? { phone } : {}), source: 'sign-in' })
        await upsertBuyer(payload, user.id, { submission: true })
      }
      return await mergeFavouritesAtSignIn(payload, user.id, cookieIds)
    } catch (error) {
      logger.error({ err: error, user: user.id }, `Error fetching user data: ${error instanceof Error ? error.message : String(error)}`)
      return undefined
    }
  })
}
