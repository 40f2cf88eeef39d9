'use client'

/**
 * The visitor's compare list in the browser (docs/product.md §14): shared by every 'Add to compare' button and
 * the tray of a page, followed by the visitor's other tabs (src/lib/browser/stored-list.ts).
 */
import { toast } from '@/components/ui/toast-store'
import { track } from '@/features/analytics/analytics'
import { storedList } from '@/lib/browser/stored-list'

import { type CompareItem, parseCompareList, toggleCompareItem } from './compare-list'

export const COMPARE_STORAGE_KEY = 'griha:compare'

const store = storedList<CompareItem>(COMPARE_STORAGE_KEY, parseCompareList)

export const useCompareList = store.useList

/** Adds or removes `item`; `full` is the toast when the list has no room, in the page's language. */
export function toggleCompare(item: CompareItem, full: string): void {
  const { list, outcome } = toggleCompareItem(store.read(), item)
  if (outcome === 'full') {
    toast.error(full)
    return
  }
  store.write(list)
  if (outcome === 'added') track('add_to_compare', { property_id: item.id, property: item.name })
}

export function removeFromCompare(id: number): void {
  store.write(store.read().filter((x) => x.id !== id))
}

export function clearCompare(): void {
  store.write([])
}
