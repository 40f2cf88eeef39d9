import type { LeadDashboard } from '../dashboard.server'

const WIDTH = 720
const HEIGHT = 240
const PAD = { top: 16, right: 12, bottom: 36, left: 36 }

/** '2026-11-22' → '22 Nov', read as a calendar date so no time zone can shift it. */
export function shortDay(day: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))
}

/** A step of 1, 2, 5, 10, 20, 50 … so the axis has at most four ticks above zero. */
function niceStep(max: number): number {
  const rough = Math.max(1, max / 4)
  const power = 10 ** Math.floor(Math.log10(rough))
  for (const m of [1, 2, 5, 10]) if (m * power >= rough) return m * power
  return 10 * power
}

/**
 * Leads per day as an SVG bar chart. Screen readers get the title and a summary from the SVG and
 * every number from the table after it, which is hidden from sight only.
 */
export function LeadsPerDayChart({ days, total }: Pick<LeadDashboard, 'days' | 'total'>) {
  const max = Math.max(0, ...days.map((d) => d.count))
  const step = niceStep(max)
  const top = Math.max(step, Math.ceil(max / step) * step)
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step)
  const plotW = WIDTH - PAD.left - PAD.right
  const plotH = HEIGHT - PAD.top - PAD.bottom
  const slot = plotW / days.length
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH
  const busiest = days.reduce((best, d) => (d.count > best.count ? d : best), days[0]!)
  const first = days[0]!.day
  const last = days.at(-1)!.day

  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="leads-chart-title leads-chart-desc" className="h-auto w-full max-w-3xl">
        <title id="leads-chart-title">Leads per day</title>
        <desc id="leads-chart-desc">
          {`Bar chart of ${total} leads from ${shortDay(first)} to ${shortDay(last)}.`}
          {max > 0 ? ` The busiest day was ${shortDay(busiest.day)} with ${busiest.count}.` : ' There were none.'}
        </desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#dde5e8" />
            <text x={PAD.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize="11" fill="#4b5b66">
              {tick}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const h = (d.count / top) * plotH
          return (
            <g key={d.day}>
              {d.count > 0 ? (
                <rect x={PAD.left + i * slot + slot * 0.15} y={y(d.count)} width={slot * 0.7} height={h} rx={2} fill="#12706a" data-day={d.day} data-count={d.count} />
              ) : null}
              {(days.length - 1 - i) % 7 === 0 ? (
                <text x={PAD.left + i * slot + slot / 2} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" fontSize="11" fill="#4b5b66">
                  {shortDay(d.day)}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      <table className="sr-only">
        <caption>Leads per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day} data-day={d.day}>
              <th scope="row">{shortDay(d.day)}</th>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
