import 'server-only'

import type { Payload } from 'payload'

import type { Buyer } from '@/cms/payload-types'

/** The visitor's `buyers` record (docs/product.md §8), keyed by the Better Auth user id. */
export async function findBuyer(payload: Payload, userId: string): Promise<Buyer | undefined> {
  const result = await payload.find({
    collection: 'buyers',
    where: { user_id: { equals: userId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return result.docs[0]
}

type BuyerChanges = Partial<Pick<Buyer, 'email' | 'phone' | 'submission'>> & { favourites?: number[] }

/** Creates or updates the record; a create that loses a race to another request updates instead. */
export async function upsertBuyer(payload: Payload, userId: string, changes: BuyerChanges): Promise<Buyer> {
  const existing = await findBuyer(payload, userId)
  if (existing) {
    return payload.update({ collection: 'buyers', id: existing.id, data: changes, depth: 0, overrideAccess: true })
  }
  try {
    return await payload.create({ collection: 'buyers', data: { user_id: userId, ...changes }, depth: 0, overrideAccess: true })
  } catch (error) {
    const raced = await findBuyer(payload, userId)
    if (!raced) throw error
    return payload.update({ collection: 'buyers', id: raced.id, data: changes, depth: 0, overrideAccess: true })
  }
}
