'use client'

import Link from '@/components/Link'

import { CloseIcon, CompareIcon } from '@/components/icons'
import { fillIn } from '@/features/i18n/fill'
import { documentLocale, localizedPath } from '@/features/i18n/locales'
import { useCardIslandStrings } from '@/features/properties/components/card-island-strings'

import { COMPARE_MAX, COMPARE_MIN, compareHref } from '../compare-list'
import { clearCompare, removeFromCompare, useCompareList } from '../compare-store'

/**
 * The compare tray (docs/product.md §14): the projects picked for comparison, on every page while there are
 * any, with a link to the side-by-side table once there are two. Nothing on the server: the list
 * is in the browser; its words are the page's language's (card-island-strings.ts).
 */
export function CompareTray() {
  const list = useCompareList()
  const t = useCardIslandStrings()
  if (!list || list.length === 0 || !t) return null
  const ready = list.length >= COMPARE_MIN
  // Rendered in the browser only (the list is there), so the page's language is the document's.
  const locale = documentLocale()
  return (
    <section aria-labelledby="compare-tray-title" className="compare-tray" data-testid="compare-tray">
      <h2 id="compare-tray-title" className="flex items-center gap-2 text-sm font-bold">
        <CompareIcon size={18} />
        {fillIn(t.trayTitle, { count: list.length, max: COMPARE_MAX })}
      </h2>
      <ul className="flex min-w-0 flex-1 flex-wrap gap-2">
        {list.map((item) => (
          <li key={item.id} className="compare-chip">
            <span className="truncate">{item.name}</span>
            <button type="button" onClick={() => removeFromCompare(item.id)} aria-label={fillIn(t.compareRemoveName, { name: item.name })}>
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-2">
        {ready ? (
          <Link href={localizedPath(compareHref(list.map((x) => x.id)), locale)} className="btn btn-primary">
            {t.compareNow}
          </Link>
        ) : (
          <p className="text-sm text-muted">{t.addOneMore}</p>
        )}
        <button type="button" onClick={clearCompare} className="btn btn-secondary">
          {t.clear}
        </button>
      </div>
    </section>
  )
}
