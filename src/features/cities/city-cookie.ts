'use client'

/**
 * The `city` cookie in the browser (docs/product.md §6). Pages are cached as shared HTML, so the server never
 * reads this cookie while rendering; the header's picker and the location prompt read it here, and
 * the proxy (src/proxy.ts) reads it only to pick the cached home page of the chosen city.
 */
import { useSyncExternalStore } from 'react'

import { cookieWritten, documentCookie } from '@/lib/browser/document-cookie'
import { CITY_COOKIE, ONE_YEAR_SECONDS } from '@/lib/site'

const CHANGE_EVENT = 'city-cookie-change'

export function readCookie(name: string): string | null {
  const entry = documentCookie().split(/;\s*/).find((c) => c.startsWith(`${name}=`))
  if (entry === undefined) return null
  try {
    return decodeURIComponent(entry.slice(name.length + 1))
  } catch {
    return entry.slice(name.length + 1)
  }
}

export function writeCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`
  cookieWritten()
  if (name === CITY_COOKIE) window.dispatchEvent(new Event(CHANGE_EVENT))
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange)
  // Another tab may have chosen a city; pick that up when this one comes back into view.
  document.addEventListener('visibilitychange', onChange)
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    document.removeEventListener('visibilitychange', onChange)
  }
}

/** The raw `city` cookie value; null on the server and before hydration. */
export function useCityCookie(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readCookie(CITY_COOKIE),
    () => null,
  )
}
