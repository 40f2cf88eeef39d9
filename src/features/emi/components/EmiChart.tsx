import { fillIn } from '@/features/i18n/fill'
import { formatPrice, type PriceWords } from '@/features/properties/price'

import { type EmiResult, formatRupees } from '../emi'
import type { EmiStrings } from '../strings'

const WIDTH = 640
const HEIGHT = 260
const PLOT = { left: 64, right: 8, top: 12, bottom: 28 }

/**
 * Principal and interest paid each year as stacked bars, drawn as plain SVG (no chart library:
 * docs/product.md §12 JavaScript budget). The schedule table beside it is its data; the totals it states in
 * its description and data attributes are the table's totals. Its words are the page's language's.
 */
export function EmiChart({ result, id, strings: t, priceWords }: { result: EmiResult; id: string; strings: EmiStrings; priceWords: PriceWords }) {
  const { schedule, totalPrincipal, totalInterest } = result
  const years = schedule.length
  const top = Math.max(1, ...schedule.map((y) => y.principal + y.interest))
  const plotWidth = WIDTH - PLOT.left - PLOT.right
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom
  const slot = plotWidth / years
  const barWidth = Math.max(2, slot * 0.7)
  const y = (amount: number) => PLOT.top + plotHeight - (amount / top) * plotHeight
  const labelEvery = years <= 10 ? 1 : 5
  const axisLabel = (amount: number) => formatPrice(amount, 'INR', priceWords) ?? ''

  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid="emi-chart"
        data-total-principal={totalPrincipal}
        data-total-interest={totalInterest}
      >
        <title id={`${id}-title`}>{t.chartTitle}</title>
        <desc id={`${id}-desc`}>
          {fillIn(years === 1 ? t.chartDescriptionOne : t.chartDescriptionOther, {
            years,
            principal: formatRupees(totalPrincipal),
            interest: formatRupees(totalInterest),
          })}
        </desc>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(top * share)} y2={y(top * share)} stroke="#dde5e8" />
            <text x={PLOT.left - 6} y={y(top * share) + 4} textAnchor="end" fontSize="12" fill="#4b5b66">
              {axisLabel(top * share)}
            </text>
          </g>
        ))}
        {schedule.map((row, i) => {
          const x = PLOT.left + i * slot + (slot - barWidth) / 2
          const principalTop = y(row.principal)
          const interestTop = y(row.principal + row.interest)
          return (
            <g key={row.year} data-year={row.year} data-principal={row.principal} data-interest={row.interest}>
              <rect x={x} y={principalTop} width={barWidth} height={HEIGHT - PLOT.bottom - principalTop} fill="#12706a" />
              <rect x={x} y={interestTop} width={barWidth} height={principalTop - interestTop} fill="#f5b841" />
              {row.year === 1 || row.year % labelEvery === 0 ? (
                <text x={x + barWidth / 2} y={HEIGHT - PLOT.bottom + 16} textAnchor="middle" fontSize="12" fill="#4b5b66">
                  {row.year}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-brand-600" />
          {fillIn(t.chartPrincipal, { amount: formatRupees(totalPrincipal) })}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-accent-400" />
          {fillIn(t.chartInterest, { amount: formatRupees(totalInterest) })}
        </span>
        <span className="text-muted">{t.chartAxis}</span>
      </figcaption>
    </figure>
  )
}
