import 'server-only'

import Link from '@/components/Link'

import { ALERT_FREQUENCIES, FREQUENCY_LABELS, MAX_NAME_LENGTH, MAX_SAVED_SEARCHES } from '../input'
import type { SavedSearchItem } from '../saved-searches.server'

const STATUS: Record<string, string> = {
  saved: 'Search saved. We will e-mail you when new homes match it.',
  updated: 'Saved search updated.',
  deleted: 'Saved search deleted.',
}

/**
 * The visitor's saved searches on /profile (docs/product.md §14): run, rename, change frequency, delete. Plain
 * forms posting to /api/saved-searches/<id> with a 303 back here, so all of it works without
 * JavaScript. Rendered on the server for the signed-in visitor (the page is per request).
 */
export function SavedSearchesSection({ items, status }: { items: SavedSearchItem[]; status?: string }) {
  const message = status ? STATUS[status] : undefined
  return (
    <section id="saved-searches" aria-labelledby="saved-searches-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id="saved-searches-title" className="text-lg font-bold">
        Saved searches
      </h2>
      {message ? (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm font-semibold text-brand-800">
          {message}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-muted">
          No saved searches yet. Use ‘Save this search’ on <Link href="/search" className="font-semibold text-brand-800 underline">the search page</Link> to
          get new homes by e-mail.
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {items.map((item) => (
            <li key={item.id} className="rounded-xl border border-line p-4" data-testid="saved-search">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <Link href={item.url} className="font-semibold text-brand-800 underline">
                  {item.name}
                </Link>
                <span className="text-sm text-muted">
                  {item.alerts ? `Alerts: ${FREQUENCY_LABELS[item.frequency].toLowerCase()}` : 'Alerts off (unsubscribed)'}
                </span>
              </p>
              <form method="post" action={`/api/saved-searches/${item.id}`} className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-end">
                <input type="hidden" name="action" value="update" />
                <div>
                  <label htmlFor={`name-${item.id}`} className="text-sm font-medium">
                    Name
                  </label>
                  <input id={`name-${item.id}`} name="name" defaultValue={item.name} required maxLength={MAX_NAME_LENGTH} className="field py-1.5" />
                </div>
                <div>
                  <label htmlFor={`frequency-${item.id}`} className="text-sm font-medium">
                    E-mail me
                  </label>
                  <select id={`frequency-${item.id}`} name="frequency" defaultValue={item.frequency} className="field py-1.5">
                    {ALERT_FREQUENCIES.map((f) => (
                      <option key={f} value={f}>
                        {FREQUENCY_LABELS[f]}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" className="btn btn-secondary py-1.5">
                  Save changes
                </button>
              </form>
              <form method="post" action={`/api/saved-searches/${item.id}`} className="mt-2">
                <input type="hidden" name="action" value="delete" />
                <button type="submit" className="text-sm font-semibold text-red-800 underline">
                  Delete <span className="sr-only">{item.name}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-xs text-muted">Up to {MAX_SAVED_SEARCHES} saved searches. Every alert e-mail has a link to stop it.</p>
    </section>
  )
}
