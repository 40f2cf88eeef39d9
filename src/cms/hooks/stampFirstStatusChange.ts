import type { CollectionBeforeChangeHook } from 'payload'

/** A context flag for tests and imports: the instant to record instead of the clock's. */
export const STATUS_CHANGED_AT_CONTEXT = 'statusChangedAt'

/**
 * Leads: records when the status first changed (docs/product.md §15, the dashboard's time to first response),
 * whoever changed it (CMS form, REST API, Local API). Once set it never moves, and nobody can write
 * it directly: on update the stored value, or the stamp of this change, always wins.
 */
export const stampFirstStatusChange: CollectionBeforeChangeHook = ({ context, data, operation, originalDoc }) => {
  if (operation !== 'update' || !originalDoc) return data
  const recorded = originalDoc.first_status_change_at as string | null | undefined
  if (recorded) return { ...data, first_status_change_at: recorded }
  const changed = data.status !== undefined && data.status !== originalDoc.status
  if (!changed) return { ...data, first_status_change_at: null }
  const at = context[STATUS_CHANGED_AT_CONTEXT]
  return { ...data, first_status_change_at: at instanceof Date ? at.toISOString() : new Date().toISOString() }
}
