import { type EmiResult, formatRupees } from '../emi'
import type { EmiStrings } from '../strings'

/** The year-by-year amortization table; its footer totals are the calculator's totals. Its words are the page's language's. */
export function EmiSchedule({ result, id, strings: t }: { result: EmiResult; id: string; strings: EmiStrings }) {
  const cell = 'px-3 py-2 text-right tabular-nums'
  return (
    <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="max-h-[32rem] overflow-auto rounded-2xl border border-line">
      <table className="w-full border-collapse text-sm" data-testid="emi-schedule">
        <caption id={`${id}-caption`} className="sr-only">
          {t.scheduleCaption}
        </caption>
        <thead className="sticky top-0 bg-surface">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              {t.year}
            </th>
            <th scope="col" className={cell}>
              {t.principalPaid}
            </th>
            <th scope="col" className={cell}>
              {t.interestPaid}
            </th>
            <th scope="col" className={cell}>
              {t.balance}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.schedule.map((row) => (
            <tr key={row.year} className="border-t border-line">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {row.year}
              </th>
              <td className={cell}>{formatRupees(row.principal)}</td>
              <td className={cell}>{formatRupees(row.interest)}</td>
              <td className={cell}>{formatRupees(row.balance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="sticky bottom-0 bg-surface font-semibold">
          <tr
            className="border-t-2 border-line"
            data-testid="emi-schedule-total"
            data-total-principal={result.totalPrincipal}
            data-total-interest={result.totalInterest}
          >
            <th scope="row" className="px-3 py-2 text-left">
              {t.total}
            </th>
            <td className={cell}>{formatRupees(result.totalPrincipal)}</td>
            <td className={cell}>{formatRupees(result.totalInterest)}</td>
            <td className={cell}>{formatRupees(0)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
