'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import { preload } from 'react-dom'

import { LANGUAGE_CHOICE_ATTRIBUTE } from '@/components/site/LanguagePicker'
import { localeOfCookie, switchLanguagePath } from '@/features/i18n/locales'
import type { LanguageNoticeStrings } from '@/features/i18n/shell-strings'
import { cookieWritten, documentCookie } from '@/lib/browser/document-cookie'
import { LANGUAGE_COOKIE, ONE_YEAR_SECONDS } from '@/lib/site'

import { LANGUAGE_NOTICE_SESSION_KEY } from './language-notice-key'

/** The notice itself, loaded only for a visitor it is shown to (first-load JavaScript: docs/product.md §12). */
const LanguageNotice = lazy(() => import('./LanguageNotice'))

function languageCookie(): string | undefined {
  return documentCookie()
    .split('; ')
    .find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1)
}

function dismissedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(LANGUAGE_NOTICE_SESSION_KEY) !== null
  } catch {
    return false
  }
}

/**
 * The language choice (docs/product.md §21). Choosing a language in a picker (a link marked with
 * LANGUAGE_CHOICE_ATTRIBUTE) writes the `language` cookie, `EN` or `HI`, for a year; listened for
 * on the document, so it works before the header has hydrated. On an English page (`hindi` given:
 * the notice's strings, in Hindi) a visitor whose cookie says HI is offered the Hindi page in a
 * small notice (LanguageNotice.tsx), closed with an X for the rest of the session; never redirected.
 * On Hindi pages (`font` given) it preloads their Devanagari font.
 */
export function LanguageChoice({ hindi, font }: { hindi?: LanguageNoticeStrings; font?: string }) {
  // Hindi pages: their Devanagari font (preload while rendering: the server writes the link into the head).
  if (font) preload(font, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
  const [offer, setOffer] = useState<string | null>(null)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[${LANGUAGE_CHOICE_ATTRIBUTE}]`)
      const value = link?.getAttribute(LANGUAGE_CHOICE_ATTRIBUTE)
      if (!value || !(link instanceof HTMLAnchorElement)) return
      // The same page in the other language keeps its query and fragment (a filtered listing, a
      // search): the server's HTML can only name the path (the page reads no request data).
      if (link.pathname !== window.location.pathname && !link.search) link.search = window.location.search
      document.cookie = `${LANGUAGE_COOKIE}=${value}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`
      cookieWritten()
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

  useEffect(() => {
    if (!hindi || localeOfCookie(languageCookie()) !== 'hi' || dismissedThisSession()) return
    const { pathname, search, hash } = window.location
    // The cookie and the address exist only in the browser, so the notice waits for the first effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOffer(`${switchLanguagePath(pathname, 'hi')}${search}${hash}`)
  }, [hindi])

  if (!hindi || !offer) return null
  return (
    <Suspense fallback={null}>
      <LanguageNotice strings={hindi} href={offer} onClose={() => setOffer(null)} />
    </Suspense>
  )
}
