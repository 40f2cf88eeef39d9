'use client'

import { usePathname } from 'next/navigation'
import { lazy, Suspense, useEffect, useState } from 'react'

import { type EnquiryRequest, registerEnquiryOpener } from '@/features/enquiry/enquiry-store'

import { AD_POPUP_SESSION_KEY, type AdPopupConfig, adPopupShowsOn } from './ad-popup'
import type { LeadPopupProps } from './LeadPopup'
import { captureTracking } from './tracking'

const LeadPopup = lazy(() => import('./LeadPopup').then((m) => ({ default: m.LeadPopup })))

type Shown = { kind: 'enquiry'; request: EnquiryRequest } | { kind: 'ad' }

const CALL_BACK = 'Share your details and our expert will call you back.'

function popupProps(shown: Shown, ad: AdPopupConfig | null): Omit<LeadPopupProps, 'onClose'> {
  const redirectPath = `${location.pathname}${location.search}`
  // The page's language, as its route set it on <html lang> (docs/product.md §21).
  const language = document.documentElement.lang === 'hi' ? 'hi' : undefined
  if (shown.kind === 'ad' && ad) {
    return {
      variant: 'ad',
      title: ad.caption || 'Offers on new homes',
      subtitle: CALL_BACK,
      // eslint-disable-next-line @next/next/no-img-element -- an editor's image of any size, cropped to the panel
      media: <img src={ad.image} alt="" className="absolute inset-0 h-full w-full object-cover" />,
      config: { kind: 'enquiry', idPrefix: 'ad-popup', redirectPath, source: 'ad popup', language },
    }
  }
  const request = shown.kind === 'enquiry' ? shown.request : { source: 'enquiry' }
  const property = request.property
  return {
    supertitle: request.supertitle ?? 'Enquire now',
    title: request.title ?? (property ? property.name : 'Talk to a property expert'),
    subtitle: request.subtitle ?? (property?.city ? `${property.city} · ${CALL_BACK}` : CALL_BACK),
    config: {
      kind: 'enquiry',
      idPrefix: 'enquiry-popup',
      redirectPath,
      source: request.source,
      language,
      ...(property ? { property: { id: property.id, name: property.name, city: property.city } } : {}),
    },
  }
}

/**
 * Site-wide lead capture, mounted once in the layout: the generic enquiry popup behind
 * `openEnquiry` (the help button's Enquire on property pages), the ad popup (at most once per
 * session), and the landing page's tracking values. The popups load only when one opens.
 */
export function LeadHost({ adPopup }: { adPopup: AdPopupConfig | null }) {
  const pathname = usePathname()
  const [shown, setShown] = useState<Shown | null>(null)

  useEffect(() => registerEnquiryOpener((request) => setShown({ kind: 'enquiry', request })), [])
  useEffect(() => captureTracking(), [pathname])

  useEffect(() => {
    if (!adPopup || !adPopupShowsOn(adPopup.pages, pathname)) return
    try {
      if (sessionStorage.getItem(AD_POPUP_SESSION_KEY)) return
    } catch {
      return
    }
    const timer = setTimeout(() => {
      setShown((current) => {
        if (current) return current
        try {
          sessionStorage.setItem(AD_POPUP_SESSION_KEY, '1')
        } catch {}
        return { kind: 'ad' }
      })
    }, adPopup.delay)
    return () => clearTimeout(timer)
  }, [adPopup, pathname])

  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <LeadPopup {...popupProps(shown, adPopup)} onClose={() => setShown(null)} />
    </Suspense>
  )
}
