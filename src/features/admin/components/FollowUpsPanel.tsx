import type { FollowUpGroup } from '../follow-ups.server'

/** Today's follow-ups per sales person (docs/product.md §22), on the /admin Home tab. */
export function FollowUpsPanel({ groups, timeZone }: { groups: FollowUpGroup[] | null; timeZone: string }) {
  const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone })
  return (
    <section aria-labelledby="follow-ups-today" data-testid="follow-ups-panel" className="mt-8">
      <h2 id="follow-ups-today" className="text-xl font-bold">
        Today&apos;s follow-ups
      </h2>
      {groups === null ? (
        <p className="mt-2 text-muted">Follow-ups are listed for the sales team and admins.</p>
      ) : groups.length === 0 ? (
        <p className="mt-2 text-muted">No follow-ups planned for today.</p>
      ) : (
        <div className="mt-3 space-y-4">
          {groups.map((group) => (
            <div key={group.assignee ?? ''} data-testid="follow-up-group">
              <h3 className="font-semibold">
                {group.assignee ?? 'Unassigned'} ({group.leads.length})
              </h3>
              <ul className="mt-1 divide-y divide-line rounded-xl border border-line">
                {group.leads.map((lead) => (
                  <li key={lead.id} className="flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-2">
                    <a href={`/cms/collections/leads/${lead.id}`} className="font-semibold text-brand-700 underline">
                      {lead.name || `Lead ${lead.id}`}
                    </a>
                    <span className="text-sm text-muted">
                      {time.format(new Date(lead.at))} · {lead.project ?? 'No project'} · {lead.status}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  )
}
