/**
 * Above the site-visits list in the CMS (`admin.components.beforeListTable`): booked visits per day
 * for the next 14 days, each day a link to the list filtered to it. A server component: it reads
 * the counts itself (one GROUP BY), and only staff who may open the list ever render it.
 */
import type { Payload } from 'payload'

import { upcomingVisitDays } from '../../features/site-visits/visit-days.server'
import { dayName } from '../../features/site-visits/visit-message'
import { env } from '../../lib/env'

export async function VisitsPerDay({ payload }: { payload: Payload }) {
  const days = await upcomingVisitDays(env().SITE_TIME_ZONE, { payload })
  const base = `${payload.config.routes.admin}/collections/site-visits`
  return (
    <nav aria-label="Site visits per day" style={{ marginBottom: 'var(--base)' }}>
      <p style={{ margin: '0 0 calc(var(--base) / 2)', fontWeight: 600 }}>Booked visits, next 14 days</p>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', listStyle: 'none', margin: 0, padding: 0 }}>
        {days.map((d) => (
          <li key={d.day}>
            <a
              className="btn btn--style-secondary btn--size-small"
              style={{ margin: 0 }}
              href={`${base}?where[visit_date][equals]=${d.day}&where[status][equals]=booked&sort=starts_at`}
              data-day={d.day}
            >
              {dayName(d.day)}: {d.count}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
