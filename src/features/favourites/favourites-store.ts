'use client'

/**
 * The visitor's favourites in the browser (docs/product.md §8): one small store every heart on a page shares.
 * The `fav` cookie is the browser's truth (pages are shared cached HTML, so the server never reads
 * it while rendering); each change writes it at once, tells the visitor's other tabs on the `fav`
 * BroadcastChannel and is sent to /api/favourites in the background, which keeps the signed-in
 * visitor's stored list in step. Kept tiny: it ships on every listing page (no zod here).
 */
import { track } from '@/features/analytics/analytics'
import { useSyncExternalStore } from 'react'

import { toast } from '@/components/ui/toast-store'
import { cookieWritten, documentCookie } from '@/lib/browser/document-cookie'

import { FAV_CHANNEL, FAV_COOKIE, FAV_COOKIE_MAX_AGE_SECONDS, FAV_MAX_IDS, parseFavCookie, serializeFavCookie } from './fav-cookie'

const listeners = new Set<() => void>()
let lastRaw: string | undefined
let ids: number[] = []
let channel: BroadcastChannel | null | undefined
/** The newest list the visitor chose that the server has not been sent yet. */
let unsent: number[] | null = null
let sending = false

function emit() {
  for (const listener of listeners) listener()
}

function bus(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(FAV_CHANNEL) : null
    // The other tab has already written the shared cookie; re-reading it is enough.
    if (channel) channel.onmessage = emit
  }
  return channel
}

/**
 * Re-read on every call (the cookie string once a task), cheap when unchanged: sign-in and other
 * tabs change the cookie too.
 */
function readIds(): number[] {
  const entry = documentCookie().split('; ').find((c) => c.startsWith(`${FAV_COOKIE}=`))
  const raw = entry?.slice(FAV_COOKIE.length + 1) ?? ''
  if (raw !== lastRaw) {
    lastRaw = raw
    ids = parseFavCookie(raw)
  }
  return ids
}

function writeCookie(list: readonly number[]) {
  const secure = location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${FAV_COOKIE}=${serializeFavCookie(list)}; path=/; max-age=${FAV_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`
  cookieWritten()
  emit()
}

/** One request at a time, newest list last, so a slow answer cannot overwrite a newer choice. */
async function send() {
  sending = true
  while (unsent) {
    const list = unsent
    unsent = null
    await fetch('/api/favourites', {
      method: list.length ? 'PUT' : 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: list.length ? JSON.stringify({ ids: list }) : undefined,
    }).catch(() => undefined)
    // The answer's Set-Cookie holds the list it was sent; a choice made meanwhile wins.
    if (unsent) writeCookie(unsent)
    else emit()
  }
  sending = false
}

export function setFavourites(list: readonly number[]): void {
  writeCookie(list)
  const now = readIds()
  bus()?.postMessage(now)
  unsent = now
  if (!sending) void send()
}

/** The toasts' words, in the page's language (the heart has them: card-island-strings.ts). */
export type FavouriteToasts = { added: string; full: string }

export function toggleFavourite(id: number, say: FavouriteToasts): void {
  const current = readIds()
  if (current.includes(id)) return setFavourites(current.filter((x) => x !== id))
  if (current.length >= FAV_MAX_IDS) {
    toast.error(say.full)
    return
  }
  setFavourites([...current, id])
  track('add_to_favourites', { property_id: id })
  toast.success(say.added)
}

export function clearFavourites(): void {
  setFavourites([])
}

/** Takes a list the server answered with (a signed-in visitor's stored list) as the browser's own. */
export function adoptFavourites(list: readonly number[]): void {
  if (list.join() === readIds().join()) return
  writeCookie(list)
  bus()?.postMessage(readIds())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  bus()
  return () => listeners.delete(listener)
}

/** The visitor's favourite ids; null while server-rendering and hydrating (no cookie there). */
export function useFavourites(): readonly number[] | null {
  return useSyncExternalStore<readonly number[] | null>(subscribe, readIds, () => null)
}
