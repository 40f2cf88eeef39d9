'use client'

import { CompareIcon } from '@/components/icons'
import { useAfterLoad } from '@/lib/browser/after-load'

import { toggleCompare, useCompareList } from '../compare-store'

type Props = { id: number; name: string; compact?: boolean }

/**
 * 'Add to compare' (docs/product.md §14) on property cards and the property page. Like the heart it needs the
 * browser (the list lives in localStorage), so it appears once the page has hydrated and the shared
 * HTML carries nothing per card; it is mounted from a transition once the page has loaded (useAfterLoad). `compact` is
 * the card's small pill.
 */
export function CompareButton(props: Props) {
  return useAfterLoad() ? <Compare {...props} /> : null
}

function Compare({ id, name, compact = false }: Props) {
  const list = useCompareList()
  if (list === null) return null
  const on = list.some((x) => x.id === id)
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={compact ? `${on ? 'Remove' : 'Add'} ${name} ${on ? 'from' : 'to'} compare` : undefined}
      onClick={() => toggleCompare({ id, name })}
      className={compact ? 'compare-pill' : 'btn btn-secondary'}
    >
      <CompareIcon size={compact ? 16 : 20} />
      {compact ? 'Compare' : on ? 'Added to compare' : 'Add to compare'}
    </button>
  )
}
