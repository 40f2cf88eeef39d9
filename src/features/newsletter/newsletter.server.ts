import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * Adds an address to `newsletter-subscribers`, once: a second sign-up of the same address (any
 * case) changes nothing but re-subscribes it if it had unsubscribed. Returns whether it was new.
 */
export async function subscribeToNewsletter(email: string, source: string | undefined): Promise<{ created: boolean }> {
  const payload = await getPayload({ config })
  const existing = await payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const found = existing.docs[0]
  if (found) {
    if (found.unsubscribed) {
      await payload.update({ collection: 'newsletter-subscribers', id: found.id, data: { unsubscribed: false }, overrideAccess: true })
    }
    return { created: false }
  }
  try {
    await payload.create({
      collection: 'newsletter-subscribers',
      data: { email, ...(source ? { source } : {}) },
      overrideAccess: true,
    })
    return { created: true }
  } catch (error) {
    // Two sign-ups of one address at once: the unique index kept one, which is the point.
    const raced = await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
    if (raced.docs[0]) return { created: false }
    throw error
  }
}
