import { formatMinutes, type WeekMedian } from '../response-times'
import { shortDay } from './LeadsPerDayChart'

const WIDTH = 720
const HEIGHT = 220
const PAD = { top: 16, right: 12, bottom: 36, left: 56 }

/**
 * The median time to first status change per week, as SVG bars (like LeadsPerDayChart). Screen
 * readers get the title and a summary from the SVG and every week's figure from the table after it.
 */
export function ResponseTimeChart({ weeks }: { weeks: WeekMedian[] }) {
  const max = Math.max(0, ...weeks.map((w) => w.medianMinutes ?? 0))
  const top = max > 0 ? max * 1.1 : 60
  const ticks = [0, top / 2, top]
  const plotW = WIDTH - PAD.left - PAD.right
  const plotH = HEIGHT - PAD.top - PAD.bottom
  const slot = plotW / weeks.length
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH
  const latest = [...weeks].reverse().find((w) => w.medianMinutes !== null)

  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="response-chart-title response-chart-desc" className="h-auto w-full max-w-3xl">
        <title id="response-chart-title">Median time to first status change per week</title>
        <desc id="response-chart-desc">
          {`Bar chart of ${weeks.length} weeks from the week of ${shortDay(weeks[0]!.week)}.`}
          {latest ? ` The latest week with worked leads, ${shortDay(latest.week)}, had a median of ${formatMinutes(latest.medianMinutes!)}.` : ' No lead was worked yet.'}
        </desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#dde5e8" />
            <text x={PAD.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize="11" fill="#4b5b66">
              {formatMinutes(tick)}
            </text>
          </g>
        ))}
        {weeks.map((w, i) => (
          <g key={w.week}>
            {w.medianMinutes !== null ? (
              <rect
                x={PAD.left + i * slot + slot * 0.2}
                y={y(w.medianMinutes)}
                width={slot * 0.6}
                height={Math.max(1, (w.medianMinutes / top) * plotH)}
                rx={2}
                fill="#12706a"
                data-week={w.week}
                data-median={w.medianMinutes}
              />
            ) : null}
            {(weeks.length - 1 - i) % 2 === 0 ? (
              <text x={PAD.left + i * slot + slot / 2} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" fontSize="11" fill="#4b5b66">
                {shortDay(w.week)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <table className="sr-only">
        <caption>Median time to first status change per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Median</th>
            <th scope="col">Leads worked</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.week} data-week={w.week}>
              <th scope="row">{shortDay(w.week)}</th>
              <td>{w.medianMinutes === null ? 'none' : formatMinutes(w.medianMinutes)}</td>
              <td>{w.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
