import type { CollectionAfterChangeHook } from 'payload'

import { propertyEventKind } from '../../../../features/saved-searches/property-event'
import { env } from '../../../../lib/env'

/**
 * Records a `property-events` row when a property is published, gets cheaper or a new offer
 * (docs/product.md §14), in the same transaction as the change (`req`), so the alert worker never misses one
 * and never sees one for a change that was rolled back. The seed passes `context.seed` and skips it.
 */
export const recordPropertyEvent: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (req.context?.seed) return doc
  const kind = propertyEventKind(operation === 'create' ? null : previousDoc, doc, new Date(), env().SITE_TIME_ZONE)
  if (!kind) return doc
  await req.payload.create({
    collection: 'property-events',
    data: { property: doc.id, kind, status: 'pending', attempts: 0, next_attempt_at: new Date().toISOString() },
    req,
    overrideAccess: true,
  })
  return doc
}
