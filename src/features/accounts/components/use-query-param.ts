'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * A query parameter read in the browser only: the server renders the same HTML for every URL of
 * an account page (ADR 008), so the server snapshot is `undefined` ("not known yet").
 */
export function useQueryParam(name: string): string | null | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get(name),
    () => undefined,
  )
}
