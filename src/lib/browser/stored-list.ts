'use client'

/**
 * A small list kept in the browser's localStorage that every component of a page shares through
 * `useSyncExternalStore`, and that the visitor's other tabs follow: the browser fires `storage` in
 * every other tab of the site when one tab writes the key. Used by the compare list and the
 * recently viewed projects (docs/product.md §14). Reads are cached by the raw string, so React sees the same
 * array until the stored value changes, and storage is read at most once a task. Private browsing
 * or a full quota only loses the list.
 */
import { useSyncExternalStore } from 'react'

export type StoredList<T> = {
  read(): readonly T[]
  write(list: readonly T[]): void
  /** The list; null while server-rendering and hydrating (there is no storage there). */
  useList(): readonly T[] | null
}

export function storedList<T>(key: string, parse: (raw: string | null) => T[]): StoredList<T> {
  const listeners = new Set<() => void>()
  let lastRaw: string | null | undefined
  let value: readonly T[] = []
  let readThisTask = false

  const emit = () => {
    for (const listener of listeners) listener()
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) emit()
  }

  function read(): readonly T[] {
    // Once a task, like document-cookie.ts: every button of a page reads the list several times a
    // render; another tab's change arrives as a `storage` event in a later task.
    if (readThisTask) return value
    readThisTask = true
    queueMicrotask(() => {
      readThisTask = false
    })
    let raw: string | null = null
    try {
      raw = window.localStorage.getItem(key)
    } catch {
      raw = null
    }
    if (raw !== lastRaw) {
      lastRaw = raw
      value = parse(raw)
    }
    return value
  }

  function write(list: readonly T[]): void {
    try {
      if (list.length === 0) window.localStorage.removeItem(key)
      else window.localStorage.setItem(key, JSON.stringify(list))
    } catch {
      // Storage refused (private mode, quota): keep this page's copy so the click still shows.
      lastRaw = undefined
      value = list
    }
    readThisTask = false
    emit()
  }

  function subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) window.removeEventListener('storage', onStorage)
    }
  }

  return {
    read,
    write,
    useList: () => useSyncExternalStore<readonly T[] | null>(subscribe, read, () => null),
  }
}
