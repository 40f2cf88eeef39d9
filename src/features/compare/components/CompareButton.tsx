'use client'

import { CompareIcon } from '@/components/icons'

import { toggleCompare, useCompareList } from '../compare-store'

/**
 * 'Add to compare' (SPEC §14) on property cards and the property page. Like the heart it needs the
 * browser (the list lives in localStorage), so it appears once the page has hydrated and the shared
 * HTML carries nothing per card. `compact` is the card's small pill.
 */
export function CompareButton({ id, name, compact = false }: { id: number; name: string; compact?: boolean }) {
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
