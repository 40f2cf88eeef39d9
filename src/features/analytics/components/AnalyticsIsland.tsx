'use client'

/**
 * What the browser reports while Google's tag is configured (docs/product.md §18), mounted by the
 * layout only then: a page view on load and after every client-side navigation, clicks on phone,
 * WhatsApp and outbound links (an outbound link waits at most 250 ms for its event), a saved
 * search, and the consent notice with its 'Cookie settings' reopening.
 */
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import { onCookieSettings, track, trackOutbound, trackPageView } from '../analytics'
import { chooseConsent, storedConsent } from '../consent'

const WHATSAPP = /^(https?:\/\/(wa\.me|api\.whatsapp\.com|web\.whatsapp\.com)\/|whatsapp:)/i

function onLinkClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null
  if (!anchor) return
  const href = anchor.href
  if (href.startsWith('tel:')) return track('click_phone', { link_url: href })
  if (WHATSAPP.test(href)) return track('click_whatsapp', { link_url: href })
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin === location.origin) return
  // A new tab or window leaves this page as it is: nothing to wait for.
  const elsewhere = anchor.target === '_blank' || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || anchor.hasAttribute('download')
  if (elsewhere) return trackOutbound(href, () => {})
  event.preventDefault()
  trackOutbound(href, () => location.assign(href))
}

function onSubmit(event: SubmitEvent) {
  const form = event.target instanceof HTMLFormElement ? event.target : null
  if (form && new URL(form.action, location.href).pathname === '/api/saved-searches') track('save_search')
}

function PageViews() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  useEffect(() => {
    // After the new page's title is in (Next sets it just after the route's content).
    const timer = setTimeout(trackPageView, 0)
    return () => clearTimeout(timer)
  }, [pathname, search])
  return null
}

function ConsentNotice() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    // Opens for a visitor who has not chosen yet; never closes a notice 'Cookie settings' asked for.
    const timer = setTimeout(() => storedConsent() === null && setOpen(true), 0)
    const off = onCookieSettings(() => setOpen(true))
    return () => {
      clearTimeout(timer)
      off()
    }
  }, [])
  if (!open) return null
  const choose = (choice: 'granted' | 'denied') => {
    chooseConsent(choice)
    setOpen(false)
  }
  return (
    <section
      aria-label="Cookie consent"
      data-testid="consent-notice"
      className="fixed bottom-4 left-4 right-20 z-[60] max-w-sm rounded-2xl border border-line bg-white p-4 text-sm shadow-xl md:right-auto"
    >
      <p>We use cookies to count visits and see which pages help. Nothing is stored until you accept.</p>
      <div className="mt-3 flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => choose('granted')}>
          Accept
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => choose('denied')}>
          Reject
        </button>
      </div>
    </section>
  )
}

export default function AnalyticsIsland() {
  useEffect(() => {
    document.addEventListener('click', onLinkClick)
    document.addEventListener('submit', onSubmit)
    return () => {
      document.removeEventListener('click', onLinkClick)
      document.removeEventListener('submit', onSubmit)
    }
  }, [])
  return (
    <>
      <PageViews />
      <ConsentNotice />
    </>
  )
}
