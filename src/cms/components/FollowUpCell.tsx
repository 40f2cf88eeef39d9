'use client'

/**
 * The `follow_up_at` cell of the CMS leads list (docs/product.md §22): the time, and an 'Overdue'
 * mark on an open lead whose follow-up time has passed.
 */
import type { DefaultCellComponentProps } from 'payload'

import { isOverdue } from '../../features/leads/sales-view/myLeads'

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

export function FollowUpCell({ cellData, rowData }: DefaultCellComponentProps) {
  if (typeof cellData !== 'string' || !cellData) return <span>—</span>
  const overdue = isOverdue(cellData, (rowData as { status?: unknown }).status)
  return (
    <span data-overdue={overdue ? 'true' : 'false'}>
      {when(cellData)}
      {overdue ? (
        <strong data-testid="overdue-mark" style={{ marginLeft: '0.5rem', color: 'var(--theme-error-500)' }}>
          Overdue
        </strong>
      ) : null}
    </span>
  )
}
