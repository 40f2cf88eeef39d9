'use client'

/**
 * The layout's lead popups (LeadHost): the generic enquiry popup and the ad popup, with their
 * titles in the page's language. Its own chunk, loaded when one opens, so the strings and the form
 * are not part of any page's first-load JavaScript.
 */
import type { EnquiryRequest } from '@/features/enquiry/enquiry-store'
import { documentLocale } from '@/features/i18n/locales'

import type { AdPopupConfig } from './ad-popup'
import { leadStrings } from './lead-strings-client'
import { LeadPopup, type LeadPopupProps } from './LeadPopup'

export { loadLeadStrings } from './lead-strings-client'

export type Shown = { kind: 'enquiry'; request: EnquiryRequest } | { kind: 'ad' }

function popupProps(shown: Shown, ad: AdPopupConfig | null): Omit<LeadPopupProps, 'onClose'> {
  const redirectPath = `${location.pathname}${location.search}`
  // The page's language, as its route set it on <html lang> (docs/product.md §21).
  const locale = documentLocale()
  const language = locale === 'en' ? undefined : locale
  // Loaded before this chunk rendered (LeadHost's import waits for them); English on English pages.
  const s = leadStrings(language)
  if (shown.kind === 'ad' && ad) {
    return {
      variant: 'ad',
      title: ad.caption || s.adTitle,
      subtitle: s.callBack,
      // eslint-disable-next-line @next/next/no-img-element -- an editor's image of any size, cropped to the panel
      media: <img src={ad.image} alt="" className="absolute inset-0 h-full w-full object-cover" />,
      config: { kind: 'enquiry', idPrefix: 'ad-popup', redirectPath, source: 'ad popup', language },
    }
  }
  const request = shown.kind === 'enquiry' ? shown.request : { source: 'enquiry' }
  const property = request.property
  return {
    supertitle: request.supertitle ?? s.enquireNow,
    title: request.title ?? (property ? property.name : s.talkToExpert),
    subtitle: request.subtitle ?? (property?.city ? `${property.city} · ${s.callBack}` : s.callBack),
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

export function HostPopup({
  shown,
  ad,
  onClose,
}: {
  shown: Shown
  ad: AdPopupConfig | null
  onClose: () => void
}) {
  return <LeadPopup {...popupProps(shown, ad)} onClose={onClose} />
}
