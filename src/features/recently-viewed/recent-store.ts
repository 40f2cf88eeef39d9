'use client'

import { storedList } from '@/lib/browser/stored-list'

import { parseRecentList, withViewed } from './recent-list'

export const RECENT_STORAGE_KEY = 'griha:recent'

const store = storedList<number>(RECENT_STORAGE_KEY, parseRecentList)

export const useRecentlyViewed = store.useList

export function recordView(id: number): void {
  const list = store.read()
  if (list[0] !== id) store.write(withViewed(list, id))
}

export function clearRecentlyViewed(): void {
  store.write([])
}
