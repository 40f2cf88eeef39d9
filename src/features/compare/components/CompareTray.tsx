'use client'

import Link from '@/components/Link'

import { CloseIcon, CompareIcon } from '@/components/icons'

import { COMPARE_MAX, COMPARE_MIN, compareHref } from '../compare-list'
import { clearCompare, removeFromCompare, useCompareList } from '../compare-store'

/**
 * The compare tray (docs/product.md §14): the projects picked for comparison, on every page while there are
 * any, with a link to the side-by-side table once there are two. Nothing on the server: the list
 * is in the browser.
 */
export function CompareTray() {
  const list = useCompareList()
  if (!list || list.length === 0) return null
  const ready = list.length >= COMPARE_MIN
  return (
    <section aria-labelledby="compare-tray-title" className="compare-tray" data-testid="compare-tray">
      <h2 id="compare-tray-title" className="flex items-center gap-2 text-sm font-bold">
        <CompareIcon size={18} />
        Compare ({list.length} of {COMPARE_MAX})
      </h2>
      <ul className="flex min-w-0 flex-1 flex-wrap gap-2">
        {list.map((item) => (
          <li key={item.id} className="compare-chip">
            <span className="truncate">{item.name}</span>
            <button type="button" onClick={() => removeFromCompare(item.id)} aria-label={`Remove ${item.name} from compare`}>
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-2">
        {ready ? (
          <Link href={compareHref(list.map((x) => x.id))} className="btn btn-primary">
            Compare now
          </Link>
        ) : (
          <p className="text-sm text-muted">Add one more project to compare.</p>
        )}
        <button type="button" onClick={clearCompare} className="btn btn-secondary">
          Clear
        </button>
      </div>
    </section>
  )
}
