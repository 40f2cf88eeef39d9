import { BrochureIcon, MessageIcon, TagIcon, WhatsAppIcon } from '@/components/icons'
import { LEAD_FORM_EN } from '@/features/leads/form-strings'
import { InterestPopupButton } from '@/features/leads/components/InterestPopupButton'
import type { LeadFormConfig, VisitFormChoices } from '@/features/leads/components/LeadFormView'
import { SiteVisitBlock } from '@/features/site-visits/components/SiteVisitBlock'
import { WHATSAPP_PROPERTY_ATTRIBUTE } from '@/features/whatsapp/click-beacon'
import { WhatsAppClickCounter } from '@/features/whatsapp/components/WhatsAppClickCounter'

import type { PropertyDetail } from '../summary'

/** The property page's offer and enquiry column (docs/product.md §4, §7): the offer while it runs, the price popup, WhatsApp, the brochure and the site-visit form. */
export function PropertyEnquiryAside({
  property,
  offerActive,
  validTill,
  interest,
  visit,
  whatsAppHref,
}: {
  property: PropertyDetail
  offerActive: boolean
  validTill: string | null
  interest: LeadFormConfig
  visit: VisitFormChoices | null
  whatsAppHref: string | null
}) {
  return (
    <aside aria-label="Offers and enquiry" className="flex flex-col gap-4 lg:col-start-2 lg:row-start-1">
      {offerActive && property.offer ? (
        <section aria-labelledby="offer-title" className="rounded-2xl border border-accent-400 bg-accent-100 p-5" data-testid="offer">
          <h2 id="offer-title" className="flex items-center gap-2 font-bold text-accent-700">
            <TagIcon size={20} /> Offer
          </h2>
          <p className="mt-2 font-medium text-ink">{property.offer}</p>
          {validTill ? <p className="mt-1 text-sm text-muted">Valid till {validTill}</p> : null}
        </section>
      ) : null}
      <section aria-labelledby="enquire-title" className="rounded-2xl border border-line bg-surface p-5" id="enquire">
        <h2 id="enquire-title" className="font-bold">
          Interested in {property.name}?
        </h2>
        <p className="mt-1 text-sm text-muted">Get the brochure, floor plans and the best price from our local expert.</p>
        <InterestPopupButton
          config={{ ...interest, idPrefix: 'interest-popup', source: 'get price details popup' }}
          title={property.name}
          subtitle={property.city ? `${property.city.name} · Get the price, floor plans and offers` : 'Get the price, floor plans and offers'}
          inlineFormId="interest-form"
          className="btn btn-primary mt-4 w-full"
        >
          <MessageIcon size={20} />
          {(interest.strings ?? LEAD_FORM_EN).getPriceDetails}
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
              Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <WhatsAppClickCounter />
          </>
        ) : null}
        {property.brochure ? (
          <a href={property.brochure.url} download className="btn btn-secondary mt-3 w-full">
            <BrochureIcon size={20} />
            Download brochure
          </a>
        ) : null}
        {visit ? <SiteVisitBlock property={{ id: property.id, name: property.name, city: null }} url={interest.redirectPath} visit={visit} language={{ language: interest.language, ...(interest.strings ? { strings: interest.strings } : {}) }} /> : null}
      </section>
    </aside>
  )
}
