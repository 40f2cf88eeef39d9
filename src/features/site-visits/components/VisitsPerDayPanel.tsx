import type { VisitDay } from '../visit-days.server'
import { dayName } from '../visit-message'

/**
 * Site visits per day for the next 14 days (docs/product.md §15), on /admin: a bar per day, drawn with plain
 * HTML so the numbers are the table itself (read by screen readers as they are).
 */
export function VisitsPerDayPanel({ days, timeZone, cmsHref }: { days: VisitDay[]; timeZone: string; cmsHref: string }) {
  const max = Math.max(1, ...days.map((d) => d.count))
  const total = days.reduce((sum, d) => sum + d.count, 0)
  return (
    <section aria-labelledby="visits-per-day" className="mt-8">
      <h2 id="visits-per-day" className="text-xl font-bold">
        Site visits in the next 14 days: <span data-testid="visits-total">{total}</span>
      </h2>
      <p className="mt-1 text-sm text-muted">
        Booked visits per day in {timeZone} time; cancelled visits are not counted.{' '}
        <a href={cmsHref} className="text-link">
          All site visits in the CMS
        </a>
      </p>
      <table className="mt-3 w-full max-w-3xl text-left text-sm">
        <caption className="sr-only">Site visits per day</caption>
        <thead>
          <tr className="text-muted">
            <th scope="col" className="w-32 pb-1 font-semibold">
              Day
            </th>
            <th scope="col" className="pb-1 font-semibold">
              Visits
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day} data-day={d.day} data-count={d.count} className="border-t border-line">
              <th scope="row" className="py-1 font-normal">
                {dayName(d.day)}
              </th>
              <td className="py-1">
                <span className="flex items-center gap-2">
                  <span aria-hidden="true" className="inline-block h-3 rounded bg-brand-700" style={{ width: `${(d.count / max) * 70}%` }} />
                  <span className="tabular-nums">{d.count}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
