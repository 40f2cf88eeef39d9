'use client'

import { CompareIcon } from '@/components/icons'
import { fillIn } from '@/features/i18n/fill'
import { useCardIslandStrings } from '@/features/properties/components/card-island-strings'

import { COMPARE_MAX } from '../compare-list'
import { toggleCompare, useCompareList } from '../compare-store'

/** 'Add to compare' itself (CompareButton mounts it after load), in the page's language; `compact` is the card's pill. */
export function Compare({ id, name, compact = false }: { id: number; name: string; compact?: boolean }) {
  const list = useCompareList()
  const t = useCardIslandStrings()
  if (list === null || t === null) return null
  const on = list.some((x) => x.id === id)
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={compact ? fillIn(on ? t.compareRemoveName : t.compareAddName, { name }) : undefined}
      onClick={() => toggleCompare({ id, name }, fillIn(t.compareFull, { max: COMPARE_MAX }))}
      className={compact ? 'compare-pill' : 'btn btn-secondary'}
    >
      <CompareIcon size={compact ? 16 : 20} />
      {compact ? t.comparePill : on ? t.compareAdded : t.compareAdd}
    </button>
  )
}
