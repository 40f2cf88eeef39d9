import 'server-only'

/**
 * The lead reports of /admin (docs/product.md §22): leads by source (site forms, each API source,
 * Google Ads), by UTM campaign and by property over the last 7, 30 or 90 days, and the share of
 * those leads that reached each status (is there now, or passed through it on the timeline). Spam
 * and Google's test leads are left out.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { LEAD_STATUSES } from '@/cms/collections/Leads'
import { dialectOf, rows, sqlFor } from '@/cms/db/raw-sql'

import { csvRow } from '../leads/inbox/csv'

export const REPORT_PERIODS = [7, 30, 90] as const
export type ReportPeriod = (typeof REPORT_PERIODS)[number]
export const REPORTS = ['source', 'campaign', 'property'] as const
export type ReportName = (typeof REPORTS)[number]

export type ReportRow = { label: string; leads: number }
export type StatusShare = { status: string; leads: number; share: number }
export type LeadReports = { days: ReportPeriod; total: number; source: ReportRow[]; campaign: ReportRow[]; property: ReportRow[]; statuses: StatusShare[] }

export const SITE_FORMS_LABEL = 'Site forms'
export const GOOGLE_ADS_LABEL = 'Google Ads'
const NONE = { campaign: '(no campaign)', property: '(no property)' }
const WORKED_STATUSES = LEAD_STATUSES.filter((status) => status !== 'spam' && status !== 'test')

export function reportPeriod(value: string | null | undefined): ReportPeriod {
  const days = Number(value)
  return (REPORT_PERIODS as readonly number[]).includes(days) ? (days as ReportPeriod) : 30
}

export async function getLeadReports(options: { days: ReportPeriod; now?: Date; payload?: Payload }): Promise<LeadReports> {
  const payload = options.payload ?? (await getPayload({ config }))
  const sql = sqlFor(dialectOf(payload))
  const since = new Date((options.now ?? new Date()).getTime() - options.days * 24 * 60 * 60 * 1000).toISOString()
  const inPeriod = sql`l."created_at" >= ${since} AND l."status" NOT IN ('spam', 'test')`
  const grouped = async (label: ReturnType<typeof sql>, join = sql``) =>
    (
      await rows(
        payload,
        sql`SELECT ${label} AS "label", COUNT(*) AS "leads" FROM "leads" l ${join} WHERE ${inPeriod} GROUP BY 1 ORDER BY 2 DESC, 1`,
      )
    ).map((r) => ({ label: String(r.label), leads: Number(r.leads) }))

  const [source, campaign, property, total, reached] = await Promise.all([
    grouped(
      sql`CASE WHEN s."id" IS NULL THEN ${SITE_FORMS_LABEL} WHEN s."kind" = 'google-ads' THEN ${GOOGLE_ADS_LABEL} ELSE s."name" END`,
      sql`LEFT JOIN "lead_sources" s ON s."id" = l."lead_source_id"`,
    ),
    grouped(sql`COALESCE(NULLIF(l."utm_campaign", ''), ${NONE.campaign})`),
    grouped(sql`COALESCE(NULLIF(l."project_name", ''), ${NONE.property})`),
    rows(payload, sql`SELECT COUNT(*) AS "n" FROM "leads" l WHERE ${inPeriod}`),
    rows(
      payload,
      sql`SELECT x."status" AS "status", COUNT(DISTINCT x."lead") AS "leads" FROM (
            SELECT l."id" AS "lead", CAST(l."status" AS TEXT) AS "status" FROM "leads" l WHERE ${inPeriod}
            UNION ALL
            SELECT l."id", CAST(a."to" AS TEXT) FROM "lead_activities" a JOIN "leads" l ON l."id" = a."lead_id"
            WHERE a."kind" = 'status' AND a."to" IS NOT NULL AND ${inPeriod}
          ) x GROUP BY x."status"`,
    ),
  ])
  const count = Number(total[0]?.n ?? 0)
  const byStatus = new Map(reached.map((r) => [String(r.status), Number(r.leads)]))
  const statuses = WORKED_STATUSES.map((status) => {
    // Every lead came in as new, whatever it is now.
    const leads = status === 'new' ? count : (byStatus.get(status) ?? 0)
    return { status, leads, share: count === 0 ? 0 : leads / count }
  })
  return { days: options.days, total: count, source, campaign, property, statuses }
}

const HEADINGS: Record<ReportName, string> = { source: 'Source', campaign: 'UTM campaign', property: 'Property' }

export function reportCsv(reports: LeadReports, report: ReportName): string {
  return csvRow([HEADINGS[report], 'Leads', 'Share']) + reports[report].map((row) => csvRow([row.label, row.leads, reports.total ? (row.leads / reports.total).toFixed(3) : '0'])).join('')
}
