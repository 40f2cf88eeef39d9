'use client'

import { usePathname } from 'next/navigation'
import { lazy, Suspense, useEffect, useState } from 'react'

import { registerEnquiryOpener } from '@/features/enquiry/enquiry-store'

import { AD_POPUP_SESSION_KEY, type AdPopupConfig, adPopupShowsOn } from './ad-popup'
import type { Shown } from './host-popup'
import { captureTracking } from './tracking'

// The popup, its titles and its form arrive when one opens (host-popup.tsx).
const HostPopup = lazy(() => import('./host-popup').then(async (m) => (await m.loadLeadStrings(document.documentElement.lang), { default: m.HostPopup })))

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
      <HostPopup shown={shown} ad={adPopup} onClose={() => setShown(null)} />
    </Suspense>
  )
}
