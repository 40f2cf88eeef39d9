import 'server-only'

import Link from '@/components/Link'
import { withSlot } from '@/features/accounts/components/fields'
import { fillIn } from '@/features/i18n/fill'
import { type Locale, localizedPath } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'

import { ALERT_FREQUENCIES, MAX_NAME_LENGTH, MAX_SAVED_SEARCHES } from '../input'
import type { SavedSearchItem } from '../saved-searches.server'

const STATUSES = ['saved', 'updated', 'deleted'] as const

/**
 * The visitor's saved searches on /profile (docs/product.md §14): run, rename, change frequency, delete. Plain
 * forms posting to /api/saved-searches/<id> with a 303 back here, so all of it works without
 * JavaScript. Rendered on the server for the signed-in visitor (the page is per request), in the
 * page's language (§21): its forms name it, so the page they come back to is in it too.
 */
export function SavedSearchesSection({ items, status, locale = 'en' }: { items: SavedSearchItem[]; status?: string; locale?: Locale }) {
  const t = messagesOf(locale, 'Accounts').savedSearches
  const message = STATUSES.find((s) => s === status)
  const frequencyLabel = (f: (typeof ALERT_FREQUENCIES)[number]) => t[f]
  const language = locale === 'en' ? null : <input type="hidden" name="language" value={locale} />
  return (
    <section id="saved-searches" aria-labelledby="saved-searches-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id="saved-searches-title" className="text-lg font-bold">
        {t.title}
      </h2>
      {message ? (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm font-semibold text-brand-800">
          {t[message]}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-muted">
          {withSlot(
            t.empty,
            'link',
            <Link href={localizedPath('/search', locale)} className="font-semibold text-brand-800 underline">
              {t.searchPage}
            </Link>,
          )}
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
                  {item.alerts ? fillIn(t.alerts, { frequency: frequencyLabel(item.frequency).toLowerCase() }) : t.alertsOff}
                </span>
              </p>
              <form method="post" action={`/api/saved-searches/${item.id}`} className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-end">
                <input type="hidden" name="action" value="update" />
                {language}
                <div>
                  <label htmlFor={`name-${item.id}`} className="text-sm font-medium">
                    {t.name}
                  </label>
                  <input id={`name-${item.id}`} name="name" defaultValue={item.name} required maxLength={MAX_NAME_LENGTH} className="field py-1.5" />
                </div>
                <div>
                  <label htmlFor={`frequency-${item.id}`} className="text-sm font-medium">
                    {t.emailMe}
                  </label>
                  <select id={`frequency-${item.id}`} name="frequency" defaultValue={item.frequency} className="field py-1.5">
                    {ALERT_FREQUENCIES.map((f) => (
                      <option key={f} value={f}>
                        {frequencyLabel(f)}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" className="btn btn-secondary py-1.5">
                  {t.save}
                </button>
              </form>
              <form method="post" action={`/api/saved-searches/${item.id}`} className="mt-2">
                <input type="hidden" name="action" value="delete" />
                {language}
                <button type="submit" className="text-sm font-semibold text-red-800 underline">
                  {t.delete} <span className="sr-only">{item.name}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-xs text-muted">{fillIn(t.limit, { max: MAX_SAVED_SEARCHES })}</p>
    </section>
  )
}
