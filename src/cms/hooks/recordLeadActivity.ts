import type { CollectionAfterChangeHook } from 'payload'

import { SYSTEM_ACTIVITY_CONTEXT } from '../collections/LeadActivities'

/**
 * Leads, after a change (docs/product.md §22): a status change goes on the lead's timeline as a
 * `status` activity (from, to, who, when), whoever made it; a new `follow_up_at` books its
 * reminder in the outbox. Both in the change's own write.
 */
export const recordLeadActivity: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  if (doc.status !== previousDoc.status) {
    await req.payload.create({
      collection: 'lead-activities',
      data: { lead: doc.id, kind: 'status', from: previousDoc.status, to: doc.status, by: req.user?.collection === 'editors' ? req.user.id : null, at: new Date().toISOString() },
      context: { [SYSTEM_ACTIVITY_CONTEXT]: true },
      req,
      overrideAccess: true,
      depth: 0,
    })
  }
  const followUp = doc.follow_up_at ? new Date(doc.follow_up_at as string) : null
  const before = previousDoc.follow_up_at ? new Date(previousDoc.follow_up_at as string).getTime() : null
  if (followUp && followUp.getTime() !== before) {
    const { scheduleFollowUpReminder } = await import('../../features/leads/follow-up/reminder.server')
    await scheduleFollowUpReminder(req.payload, req, doc.id, followUp)
  }
  return doc
}
