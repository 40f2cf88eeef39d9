import { BrochureIcon, MessageIcon, TagIcon, WhatsAppIcon } from '@/components/icons'
import { fillIn } from '@/features/i18n/fill'
import { InterestPopupButton } from '@/features/leads/components/InterestPopupButton'
import { browserConfig, type LeadFormConfig, type VisitFormChoices } from '@/features/leads/components/LeadFormView'
import { LEAD_FORM_EN } from '@/features/leads/form-strings'
import { SiteVisitBlock } from '@/features/site-visits/components/SiteVisitBlock'
import { WHATSAPP_PROPERTY_ATTRIBUTE } from '@/features/whatsapp/click-beacon'
import { WhatsAppClickCounter } from '@/features/whatsapp/components/WhatsAppClickCounter'

import type { PropertyDetail } from '../summary'
import type { PropertyStrings } from './property-strings'

/** The property page's offer and enquiry column (docs/product.md §4, §7): the offer while it runs, the price popup, WhatsApp, the brochure and the site-visit form. */
export function PropertyEnquiryAside({
  property,
  cityName,
  offerActive,
  validTill,
  interest,
  visit,
  whatsAppHref,
  strings: t,
}: {
  property: PropertyDetail
  /** The city's name in the page's language. */
  cityName: string | null
  offerActive: boolean
  validTill: string | null
  interest: LeadFormConfig
  visit: VisitFormChoices | null
  whatsAppHref: string | null
  strings: PropertyStrings
}) {
  return (
    <aside aria-label={t.offersAndEnquiry} className="flex flex-col gap-4 lg:col-start-2 lg:row-start-1">
      {offerActive && property.offer ? (
        <section aria-labelledby="offer-title" className="rounded-2xl border border-accent-400 bg-accent-100 p-5" data-testid="offer">
          <h2 id="offer-title" className="flex items-center gap-2 font-bold text-accent-700">
            <TagIcon size={20} /> {t.offer}
          </h2>
          <p className="mt-2 font-medium text-ink">{property.offer}</p>
          {validTill ? <p className="mt-1 text-sm text-muted">{fillIn(t.validTill, { date: validTill })}</p> : null}
        </section>
      ) : null}
      <section aria-labelledby="enquire-title" className="rounded-2xl border border-line bg-surface p-5" id="enquire">
        <h2 id="enquire-title" className="font-bold">
          {fillIn(t.interestedIn, { name: property.name })}
        </h2>
        <p className="mt-1 text-sm text-muted">{t.interestedText}</p>
        <InterestPopupButton
          config={{ ...browserConfig(interest), idPrefix: 'interest-popup', source: 'get price details popup' }}
          supertitle={(interest.strings ?? LEAD_FORM_EN).enquireNow}
          title={property.name}
          subtitle={cityName ? `${cityName} · ${t.popupSubtitle}` : t.popupSubtitle}
          inlineFormId="interest-form"
          className="btn btn-primary mt-4 w-full"
        >
          <MessageIcon size={20} />
          {t.priceDetails}
        </InterestPopupButton>
        {whatsAppHref ? (
          <>
            <a
              href={whatsAppHref}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-secondary mt-3 w-full"
              {...{ [WHATSAPP_PROPERTY_ATTRIBUTE]: property.id }}
            >
              <WhatsAppIcon size={20} />
              {t.whatsapp}
              <span className="sr-only"> {t.opensNewTab}</span>
            </a>
            <WhatsAppClickCounter />
          </>
        ) : null}
        {property.brochure ? (
          <a href={property.brochure.url} download className="btn btn-secondary mt-3 w-full">
            <BrochureIcon size={20} />
            {t.brochure}
          </a>
        ) : null}
        {visit ? <SiteVisitBlock property={{ id: property.id, name: property.name, city: null }} url={interest.redirectPath} visit={visit} language={{ language: interest.language, ...(interest.strings ? { strings: interest.strings } : {}) }} /> : null}
      </section>
    </aside>
  )
}
