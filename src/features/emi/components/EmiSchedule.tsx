import { type EmiResult, formatRupees } from '../emi'

/** The year-by-year amortization table; its footer totals are the calculator's totals. */
export function EmiSchedule({ result, id }: { result: EmiResult; id: string }) {
  const cell = 'px-3 py-2 text-right tabular-nums'
  return (
    <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="max-h-[32rem] overflow-auto rounded-2xl border border-line">
      <table className="w-full border-collapse text-sm" data-testid="emi-schedule">
        <caption id={`${id}-caption`} className="sr-only">
          Repayment schedule, year by year
        </caption>
        <thead className="sticky top-0 bg-surface">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Year
            </th>
            <th scope="col" className={cell}>
              Principal paid
            </th>
            <th scope="col" className={cell}>
              Interest paid
            </th>
            <th scope="col" className={cell}>
              Balance at year end
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
              Total
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
