import type { Locale } from '@/features/i18n/locales'

import { ALERT_FREQUENCIES } from '../input'

export type SaveSearchStrings = { alertMe: string; saveSearch: string; alertInstant: string; alertDaily: string; alertWeekly: string }

/**
 * 'Save this search' (docs/product.md §14) on the search and listing pages. Those pages are the same cached
 * HTML for everyone (ADR 008) and near their 100 kB budget, so this is a plain form with nothing
 * per visitor and no JavaScript: /api/saved-searches saves it for a signed-in visitor and sends
 * anyone else to sign in and back to this search.
 */
export function SaveSearchForm({ query, locale = 'en', strings: t }: { query: string; locale?: Locale; strings: SaveSearchStrings }) {
  const labels: Record<(typeof ALERT_FREQUENCIES)[number], string> = { instant: t.alertInstant, daily: t.alertDaily, weekly: t.alertWeekly }
  return (
    <form method="post" action="/api/saved-searches" className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <input type="hidden" name="query" value={query} />
      {/* The sign-in page it may lead to, and the page after saving, are in the page's language. */}
      {locale === 'en' ? null : <input type="hidden" name="language" value={locale} />}
      <label htmlFor="save-frequency">{t.alertMe}</label>
      <select id="save-frequency" name="frequency" defaultValue="daily" className="field w-auto py-1">
        {/* In English an option's text is its value (no attribute to repeat it). */}
        {ALERT_FREQUENCIES.map((f) =>
          labels[f] === f ? (
            <option key={f}>{f}</option>
          ) : (
            <option key={f} value={f}>
              {labels[f]}
            </option>
          ),
        )}
      </select>
      <button type="submit" className="btn btn-secondary py-1">
        {t.saveSearch}
      </button>
    </form>
  )
}
