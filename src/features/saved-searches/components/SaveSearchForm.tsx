import { ALERT_FREQUENCIES } from '../input'

/**
 * 'Save this search' (docs/product.md §14) on the search and listing pages. Those pages are the same cached
 * HTML for everyone (ADR 008) and near their 100 kB budget, so this is a plain form with nothing
 * per visitor and no JavaScript: /api/saved-searches saves it for a signed-in visitor and sends
 * anyone else to sign in and back to this search.
 */
export function SaveSearchForm({ query }: { query: string }) {
  return (
    <form method="post" action="/api/saved-searches" className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <input type="hidden" name="query" value={query} />
      <label htmlFor="save-frequency">Alert me</label>
      {/* Options without a value attribute submit their text, which is the frequency. */}
      <select id="save-frequency" name="frequency" defaultValue="daily" className="field w-auto py-1">
        {ALERT_FREQUENCIES.map((f) => (
          <option key={f}>{f}</option>
        ))}
      </select>
      <button type="submit" className="btn btn-secondary py-1">
        Save this search
      </button>
    </form>
  )
}
