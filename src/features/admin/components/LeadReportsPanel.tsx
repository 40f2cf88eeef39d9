import { type LeadReports, REPORT_PERIODS, type ReportName, type ReportRow } from '../lead-reports.server'

const TITLES: Record<ReportName, string> = { source: 'By source', campaign: 'By UTM campaign', property: 'By property' }
const percent = (share: number) => `${Math.round(share * 100)}%`

function Table({ name, rows, days }: { name: ReportName; rows: ReportRow[]; days: number }) {
  return (
    <div data-testid={`report-${name}`}>
      <h3 className="font-semibold">
        {TITLES[name]}{' '}
        <a className="text-sm font-normal text-brand-700 underline" href={`/admin/reports?report=${name}&days=${days}`}>
          CSV
        </a>
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">No leads.</p>
      ) : (
        <table className="mt-1 w-full text-sm">
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-line">
                <td className="py-1 pr-4">{row.label}</td>
                <td className="py-1 text-right tabular-nums">{row.leads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

/** The lead reports of /admin (docs/product.md §22): by source, campaign and property; status shares. */
export function LeadReportsPanel({ reports }: { reports: LeadReports | null }) {
  if (!reports) return null
  return (
    <section aria-labelledby="lead-reports" data-testid="lead-reports" className="mt-8">
      <h2 id="lead-reports" className="text-xl font-bold">
        Lead reports: last {reports.days} days ({reports.total} leads)
      </h2>
      <p className="mt-1 text-sm">
        {REPORT_PERIODS.map((days) => (
          <a key={days} href={`/admin?days=${days}`} aria-current={days === reports.days ? 'page' : undefined} className="mr-3 text-brand-700 underline">
            {days} days
          </a>
        ))}
      </p>
      <div className="mt-3 grid gap-6 md:grid-cols-3">
        <Table name="source" rows={reports.source} days={reports.days} />
        <Table name="campaign" rows={reports.campaign} days={reports.days} />
        <Table name="property" rows={reports.property} days={reports.days} />
      </div>
      <h3 className="mt-4 font-semibold">Share of leads that reached each status</h3>
      <ul className="mt-1 flex flex-wrap gap-4 text-sm" data-testid="status-shares">
        {reports.statuses.map((s) => (
          <li key={s.status}>
            {s.status}: {percent(s.share)} ({s.leads})
          </li>
        ))}
      </ul>
    </section>
  )
}
