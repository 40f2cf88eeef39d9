import { formatMinutes } from '../response-times'
import type { SalesDashboard } from '../sales-dashboard.server'
import { ResponseTimeChart } from './ResponseTimeChart'

/** The sales panels of the /admin Home tab (docs/product.md §15): overdue leads, response times, WhatsApp clicks. */
export function SalesDashboardView({ sales, timeZone }: { sales: SalesDashboard; timeZone: string }) {
  const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone })
  return (
    <div className="mt-8 space-y-8">
      <section aria-labelledby="overdue-leads" data-testid="overdue-panel">
        <h2 id="overdue-leads" className="text-xl font-bold">
          Overdue leads: <span data-testid="overdue-count">{sales.overdueCount}</span>
        </h2>
        <p className="mt-1 text-sm text-muted">
          Still new more than {formatMinutes(sales.slaMinutes)} after they came in (site data lead_sla_minutes).
        </p>
        {sales.overdue === null ? (
          <p className="mt-2 text-muted">The overdue leads themselves are listed for the sales team and admins.</p>
        ) : sales.overdue.length === 0 ? (
          <p className="mt-2 text-muted">None: every lead was picked up in time.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
            {sales.overdue.map((lead) => (
              <li key={lead.id} className="flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-2">
                <a href={`/cms/collections/leads/${lead.id}`} className="font-semibold text-brand-700 underline">
                  {lead.name || `Lead ${lead.id}`}
                </a>
                <span className="text-sm text-muted">
                  {[lead.city, lead.project].filter(Boolean).join(' · ') || 'No project'} · received {when.format(new Date(lead.createdAt))} ·{' '}
                  {lead.assignee ? `assigned to ${lead.assignee}` : 'unassigned'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="response-times" data-testid="response-panel">
        <h2 id="response-times" className="text-xl font-bold">
          Time to first status change
        </h2>
        <p className="mt-1 text-sm text-muted">Median per week ({timeZone} weeks from Monday), by the week a lead came in; spam left out.</p>
        <div className="mt-4">
          <ResponseTimeChart weeks={sales.weeks} />
        </div>
      </section>

      <section aria-labelledby="whatsapp-clicks" data-testid="whatsapp-panel">
        <h2 id="whatsapp-clicks" className="text-xl font-bold">
          WhatsApp clicks in the last {sales.clickDays} days: <span data-testid="whatsapp-total">{sales.clicksTotal}</span>
        </h2>
        {sales.clicks.length === 0 ? (
          <p className="mt-2 text-muted">No clicks yet.</p>
        ) : (
          <table className="mt-3 w-full max-w-xl text-left">
            <caption className="sr-only">Most clicked properties</caption>
            <thead>
              <tr className="text-sm text-muted">
                <th scope="col" className="pb-1 font-semibold">Property</th>
                <th scope="col" className="pb-1 text-right font-semibold">Clicks</th>
              </tr>
            </thead>
            <tbody>
              {sales.clicks.map((row) => (
                <tr key={row.propertyId} className="border-t border-line" data-property={row.propertyId}>
                  <th scope="row" className="py-1 font-normal">
                    <a href={`/cms/collections/properties/${row.propertyId}`} className="text-brand-700 underline">
                      {row.name}
                    </a>
                  </th>
                  <td className="py-1 text-right tabular-nums">{row.clicks}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
