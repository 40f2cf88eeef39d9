import type { LeadDashboard, Tally } from '../dashboard.server'
import { LeadsPerDayChart } from './LeadsPerDayChart'

const FORM_LABELS: Record<string, string> = {
  contact: 'Contact',
  interest: 'Project interest',
  enquiry: 'Enquiry',
  cv: 'CV upload',
  'new-user': 'New sign-up',
  'site-visit': 'Site visit',
}

function TallyTable({ caption, column, rows, empty, label }: { caption: string; column: string; rows: Tally[]; empty: string; label: (key: string | null) => string }) {
  return (
    <div className="rounded-xl border border-line p-4">
      <table className="w-full text-left">
        <caption className="mb-2 text-left text-lg font-bold">{caption}</caption>
        <thead>
          <tr className="text-sm text-muted">
            <th scope="col" className="pb-1 font-semibold">
              {column}
            </th>
            <th scope="col" className="pb-1 text-right font-semibold">
              Leads
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2} className="py-1 text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key ?? ''} className="border-t border-line">
                <th scope="row" className="py-1 font-normal">
                  {label(row.key)}
                </th>
                <td className="py-1 text-right tabular-nums">{row.count}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

/** The Home tab of /admin: the figures of getLeadDashboard, with what is and is not counted said. */
export function LeadDashboardView({ dashboard }: { dashboard: LeadDashboard }) {
  const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: dashboard.timeZone })
  return (
    <div className="space-y-8">
      <section aria-labelledby="leads-per-day">
        <h2 id="leads-per-day" className="text-xl font-bold">
          Leads in the last 30 days: <span data-testid="leads-total">{dashboard.total}</span>
        </h2>
        <p className="mt-1 text-sm text-muted">
          Days in {dashboard.timeZone} time. Leads marked as spam are not counted or listed here:{' '}
          <span data-testid="leads-spam">{dashboard.spam}</span> in the same 30 days.
        </p>
        <div className="mt-4">
          <LeadsPerDayChart days={dashboard.days} total={dashboard.total} />
        </div>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <TallyTable caption="By form" column="Form" rows={dashboard.byForm} empty="No leads" label={(key) => FORM_LABELS[key ?? ''] ?? key ?? 'Unknown'} />
        <TallyTable caption="By city" column="City" rows={dashboard.byCity} empty="No leads" label={(key) => key ?? 'No city'} />
      </div>

      <section aria-labelledby="newest-leads">
        <h2 id="newest-leads" className="text-xl font-bold">
          Newest leads
        </h2>
        {dashboard.newest === null ? (
          <p className="mt-2 text-muted">Leads are open to the sales team and admins; your role does not include them.</p>
        ) : dashboard.newest.length === 0 ? (
          <p className="mt-2 text-muted">No leads yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left">
              <caption className="sr-only">The 10 newest leads, spam left out</caption>
              <thead>
                <tr className="text-sm text-muted">
                  <th scope="col" className="pb-1 font-semibold">Name</th>
                  <th scope="col" className="pb-1 font-semibold">Form</th>
                  <th scope="col" className="pb-1 font-semibold">City / project</th>
                  <th scope="col" className="pb-1 font-semibold">Status</th>
                  <th scope="col" className="pb-1 font-semibold">Received</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.newest.map((lead) => (
                  <tr key={lead.id} className="border-t border-line">
                    <td className="py-1.5">
                      <a href={`/cms/collections/leads/${lead.id}`} className="font-semibold text-brand-700 underline">
                        {lead.name || `Lead ${lead.id}`}
                      </a>
                    </td>
                    <td className="py-1.5">{FORM_LABELS[lead.form] ?? lead.form}</td>
                    <td className="py-1.5">{[lead.city, lead.project_name].filter(Boolean).join(' · ') || '—'}</td>
                    <td className="py-1.5 capitalize">{lead.status}</td>
                    <td className="py-1.5 whitespace-nowrap">{when.format(new Date(lead.createdAt))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  )
}
