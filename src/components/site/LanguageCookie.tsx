'use client'

import { useEffect } from 'react'

import { cookieWritten, documentCookie } from '@/lib/browser/document-cookie'
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, ONE_YEAR_SECONDS } from '@/lib/site'

/**
 * Sets the `language` cookie to its default when the visitor has none yet (docs/product.md §6), then marks the
 * document as hydrated (`<html data-hydrated>`): rendered last in the body, among the islands mounted
 * once the page has loaded (src/components/AfterLoad.tsx), its effect runs after every other shell
 * effect, so tests can wait for it instead of sleeping.
 */
export function LanguageCookie() {
  useEffect(() => {
    const has = documentCookie().split('; ').some((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))
    if (!has) {
      document.cookie = `${LANGUAGE_COOKIE}=${DEFAULT_LANGUAGE}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`
      cookieWritten()
    }
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
