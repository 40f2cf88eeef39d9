'use client'

/**
 * "Export CSV" above the leads list (`admin.components.beforeListTable` of the leads collection):
 * a download link to GET /api/cms/leads/export.csv carrying the list's current filter, search and
 * sort from the address bar, so the file holds exactly the leads the list shows (every page).
 */
import { useConfig } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

const KEPT = ['where', 'search', 'sort']

export function ExportLeadsCsv() {
  const { config } = useConfig()
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) {
    if (KEPT.some((kept) => key === kept || key.startsWith(`${kept}[`))) query.append(key, value)
  }
  const search = query.toString()
  const href = `${config.serverURL}${config.routes.api}/leads/export.csv${search ? `?${search}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" download href={href}>
        Export CSV
      </a>
    </div>
  )
}
