/**
 * `GET /api/cms/leads/export.csv` (the CMS's Export CSV button): every lead matching the list's
 * `where`, `search` and `sort` query (the same query string Payload's list view puts in the
 * address), as CSV, streamed page by page so memory stays flat. Sales and admins only; the reads
 * go through the Local API with the user, so the collection's access rules apply as well.
 * Part of the Payload config, which CLIs load too, so not `server-only`.
 */
import type { Endpoint, PayloadRequest, Where } from 'payload'

import type { Editor, Lead } from '../../../cms/payload-types'
import { hasRole } from '../../../cms/access/roles'
import { logger } from '../../../lib/logger'
import { csvRow } from './csv'

type LeadRow = Lead & { location?: string | null; zc_gad?: string | null }

const PAGE_SIZE = 200

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? value.id : value)

/** Column header → value of a lead; `assignees` maps editor ids to their e-mail. */
const COLUMNS: [string, (lead: LeadRow, assignees: Map<unknown, string>) => unknown][] = [
  ['id', (l) => l.id],
  ['created_at', (l) => l.createdAt],
  ['form', (l) => l.form],
  ['status', (l) => l.status],
  ['assignee', (l, a) => (l.assignee == null ? '' : (a.get(idOf(l.assignee)) ?? idOf(l.assignee)))],
  ['name', (l) => l.name],
  ['email', (l) => l.email],
  ['phone', (l) => l.phone],
  ['message', (l) => l.message],
  ['property', (l) => idOf(l.property)],
  ['project_name', (l) => l.project_name],
  ['city', (l) => l.city],
  ['bhk', (l) => l.bhk],
  ['location', (l) => l.location],
  ['source', (l) => l.source],
  ['referrer', (l) => l.referrer],
  ['landing_page', (l) => l.landing_page],
  ['utm_source', (l) => l.utm_source],
  ['utm_medium', (l) => l.utm_medium],
  ['utm_campaign', (l) => l.utm_campaign],
  ['utm_term', (l) => l.utm_term],
  ['utm_content', (l) => l.utm_content],
  ['zc_gad', (l) => l.zc_gad],
  ['consent_text', (l) => l.consent_text],
  ['consent_at', (l) => l.consent_at],
  ['user', (l) => l.user],
  ['duplicate_of', (l) => idOf(l.duplicate_of)],
  ['spam_reason', (l) => l.spam_reason],
  ['notes', (l) => l.notes],
]

function isWhere(value: unknown): value is Where {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The list view's query as a Local API `where`: its filter and its search box, both applied. */
function whereFrom(req: PayloadRequest): Where | undefined {
  const query = req.query as Record<string, unknown>
  const parts: Where[] = []
  if (isWhere(query.where)) parts.push(query.where)
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (search) {
    const admin = req.payload.collections.leads.config.admin
    const fields = admin.listSearchableFields?.length ? admin.listSearchableFields : [admin.useAsTitle ?? 'id']
    parts.push({ or: fields.map((field) => ({ [field]: { like: search } })) })
  }
  if (parts.length === 0) return undefined
  return parts.length === 1 ? parts[0] : { and: parts }
}

export const exportLeadsCsvEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'Sign in to export leads.' }, { status: 401 })
    if (!hasRole(req.user, 'admin', 'sales')) return Response.json({ message: 'Only sales and admins can export leads.' }, { status: 403 })

    const { payload, user } = req
    // Leads that come in while the file is written would shift the pages under it: leave them out.
    const asOf: Where = { createdAt: { less_than_equal: new Date().toISOString() } }
    const filter = whereFrom(req)
    const where: Where = filter ? { and: [filter, asOf] } : asOf
    const sort = typeof req.query.sort === 'string' && req.query.sort ? req.query.sort : '-createdAt'
    const page = (n: number) =>
      payload.find({ collection: 'leads', where, sort, page: n, limit: PAGE_SIZE, depth: 0, overrideAccess: false, user })
    const assigneeEmails = async (leads: LeadRow[]) => {
      const ids = [...new Set(leads.map((l) => idOf(l.assignee)).filter((id): id is number => typeof id === 'number'))]
      if (ids.length === 0) return new Map<unknown, string>()
      const { docs } = await payload.find({ collection: 'editors', where: { id: { in: ids } }, limit: ids.length, depth: 0, overrideAccess: false, user })
      return new Map<unknown, string>(docs.map((e: Editor) => [e.id, e.email]))
    }
    const chunk = async (leads: LeadRow[]) => {
      const assignees = await assigneeEmails(leads)
      return leads.map((lead) => csvRow(COLUMNS.map(([, value]) => value(lead, assignees)))).join('')
    }

    // The first page is read before answering, so a bad filter or missing access is a proper error.
    const first = await page(1)
    const encoder = new TextEncoder()
    let next = 2
    let started = false
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          if (!started) {
            started = true
            // The BOM lets spreadsheet programs read the UTF-8 names in any script.
            controller.enqueue(encoder.encode(`\uFEFF${csvRow(COLUMNS.map(([name]) => name))}${await chunk(first.docs as LeadRow[])}`))
            if (!first.hasNextPage) controller.close()
            return
          }
          const result = await page(next++)
          controller.enqueue(encoder.encode(await chunk(result.docs as LeadRow[])))
          if (!result.hasNextPage) controller.close()
        } catch (error) {
          logger.error({ err: error }, 'Lead CSV export failed')
          controller.error(error)
        }
      },
    })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
