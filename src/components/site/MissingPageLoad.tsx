'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { documentLocale, localizedPath } from '@/features/i18n/locales'
import { SITE_NAME } from '@/lib/site'

/** The document Next answers a missing item with when nothing on the server replaced it. */
const ERROR_DOCUMENT_ID = '__next_error__'
const noSubscription = () => () => {}

/**
 * The not-found view inside every page's React payload (the layout's, `[locale]/not-found.tsx`). It
 * is drawn only when a link followed without a new document (LinkNavigator) leads to a missing item:
 * it then loads that URL as a document, and the server answers with the 404 page in the URL's
 * language and status 404 (`/_missing`, src/lib/server/not-found-page.ts). So the payload of every
 * page carries a reference instead of the 404 page's words, in one language only.
 *
 * On Next's own error document (the server did not replace it: `next dev`, or the 404 page itself
 * failed to render) a new load would answer the same, so it shows the status and a way home
 * instead, in words that need no language.
 */
export function MissingPageLoad() {
  // Fixed for the document's life: nothing to subscribe to. The server's answer is "not known".
  const errorDocument = useSyncExternalStore(
    noSubscription,
    () => document.documentElement.id === ERROR_DOCUMENT_ID,
    () => null,
  )
  useEffect(() => {
    if (errorDocument === false) window.location.reload()
  }, [errorDocument])
  if (!errorDocument) return null
  const home = localizedPath('/', documentLocale())
  return (
    <div className="container-page py-16 text-center">
      <h1 className="text-3xl font-extrabold">404</h1>
      <p className="mt-6">
        {/* A full page load on purpose: this document is Next's error page. */}
        <a href={home} className="btn btn-primary">
          {SITE_NAME}
        </a>
      </p>
    </div>
  )
}
