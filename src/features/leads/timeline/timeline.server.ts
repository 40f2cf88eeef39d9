import 'server-only'

import type { Payload } from 'payload'

/**
 * A lead's timeline (docs/product.md §22): its activities newest first (status changes, notes,
 * calls, follow-ups), and the earlier enquiries from the same phone, newest first. Read for
 * someone already allowed to read leads.
 */
export type TimelineEntry = {
  id: number
  kind: string
  text: string | null
  from: string | null
  to: string | null
  outcome: string | null
  by: string | null
  at: string
}
export type EarlierEnquiry = { id: number; form: string; status: string; project: string | null; source: string | null; createdAt: string }
export type LeadTimeline = { activities: TimelineEntry[]; earlier: EarlierEnquiry[] }

const LIMIT = 100

export async function leadTimeline(payload: Payload, leadId: number): Promise<LeadTimeline | null> {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, disableErrors: true, select: { phone: true, createdAt: true } })
  if (!lead) return null
  const [activities, earlier] = await Promise.all([
    payload.find({ collection: 'lead-activities', where: { lead: { equals: leadId } }, sort: ['-at', '-id'], depth: 1, limit: LIMIT, pagination: false, overrideAccess: true }),
    lead.phone
      ? payload.find({
          collection: 'leads',
          where: { and: [{ phone: { equals: lead.phone } }, { id: { not_equals: leadId } }, { createdAt: { less_than: lead.createdAt } }] },
          sort: '-createdAt',
          depth: 0,
          limit: LIMIT,
          pagination: false,
          overrideAccess: true,
          select: { form: true, status: true, project_name: true, source: true, createdAt: true },
        })
      : null,
  ])
  return {
    activities: activities.docs.map((a) => ({
      id: a.id,
      kind: a.kind,
      text: a.text ?? null,
      from: a.from ?? null,
      to: a.to ?? null,
      outcome: a.outcome ?? null,
      by: typeof a.by === 'object' && a.by ? a.by.name || a.by.email : null,
      at: a.at,
    })),
    earlier: (earlier?.docs ?? []).map((l) => ({ id: l.id, form: l.form, status: l.status, project: l.project_name ?? null, source: l.source ?? null, createdAt: l.createdAt })),
  }
}
