'use client'

/**
 * The words of the islands a property card and the property page mount after load — the heart, the
 * compare pill and button, the compare tray and their toasts (docs/product.md §21). English pages
 * use the English ones below; a page in another language fetches its own once, from
 * `GET /forms/strings?language=…&part=cards`, when the first of them mounts, so no page carries
 * them in its HTML or payload. Until they are here the islands show nothing (they appear after
 * load anyway); if they cannot be read within STRINGS_WAIT_MS the islands speak English rather than
 * stay hidden.
 */
import { useSyncExternalStore } from 'react'

import type english from '../../../../messages/en.json'
import { documentLocale } from '@/features/i18n/locales'

export type CardIslandStrings = (typeof english)['CardIslands']

/** messages/en.json `CardIslands` (a unit test keeps the two the same). */
export const CARD_ISLANDS_EN: CardIslandStrings = {
  favouriteAdd: 'Add {name} to favourites',
  favouriteRemove: 'Remove {name} from favourites',
  favouriteAdded: 'Property added to favourites',
  favouritesFull: 'You can keep up to {max} favourites; remove one first.',
  comparePill: 'Compare',
  compareAddName: 'Add {name} to compare',
  compareRemoveName: 'Remove {name} from compare',
  compareAdd: 'Add to compare',
  compareAdded: 'Added to compare',
  compareFull: 'You can compare up to {max} projects. Remove one to add another.',
  trayTitle: 'Compare ({count} of {max})',
  compareNow: 'Compare now',
  addOneMore: 'Add one more project to compare.',
  clear: 'Clear',
}

export const STRINGS_WAIT_MS = 3000

const loaded = new Map<string, CardIslandStrings>()
const asked = new Set<string>()
const listeners = new Set<() => void>()

function load(language: string): void {
  if (language === 'en' || asked.has(language)) return
  asked.add(language)
  fetch(`/forms/strings?language=${encodeURIComponent(language)}&part=cards`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(STRINGS_WAIT_MS),
  })
    .then((res) => (res.ok ? (res.json() as Promise<CardIslandStrings>) : CARD_ISLANDS_EN))
    .catch(() => CARD_ISLANDS_EN)
    .then((strings) => {
      loaded.set(language, strings)
      for (const listener of listeners) listener()
    })
}

function snapshot(): CardIslandStrings | null {
  const language = documentLocale()
  return language === 'en' ? CARD_ISLANDS_EN : (loaded.get(language) ?? null)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  load(documentLocale())
  return () => listeners.delete(listener)
}

/** The islands' words in the page's language; null while server-rendering or while they load. */
export function useCardIslandStrings(): CardIslandStrings | null {
  return useSyncExternalStore(subscribe, snapshot, () => null)
}
