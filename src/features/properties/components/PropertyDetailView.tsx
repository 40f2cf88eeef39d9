import { CmsRichText } from '@/components/ui/rich-text-lists'
import Link from '@/components/Link'
import { fillIn } from '@/features/i18n/fill'
import { localizedPath, type PageLanguage } from '@/features/i18n/locales'
import { ENGLISH_NAMES, nameIn } from '@/features/i18n/content-names'
import { messagesOf } from '@/features/i18n/messages.server'

import {
  BuildingIcon,
  LocationIcon,
  YouTubeIcon,
} from '@/components/icons'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { CompareButton } from '@/features/compare/components/CompareButton'
import { FavouriteButton } from '@/features/favourites/components/FavouriteButton'
import { LeadFormBlock } from '@/features/leads/components/LeadFormBlock'
import { leadFormLanguage } from '@/features/leads/form-strings.server'
import type { LeadFormConfig, VisitFormChoices } from '@/features/leads/components/LeadFormView'
import { formatDisplayDate, formatDisplayMonth } from '@/features/dates/display'
import { mapLinks, validCoordinates } from '@/features/maps/links'
import { MapPanel } from '@/features/maps/MapPanel'
import type { MapTiles } from '@/features/maps/map-settings'
import { RecordView } from '@/features/recently-viewed/components/RecordView'
import type { ReraPortal } from '@/features/rera/rera-portals'

import { formatBhkList } from '../bhk'
import { toCardData } from '../card'
import { formatPriceRange } from '../price'
import { placeLine, type PropertyDetail, type PropertySummary, statusLabel } from '../summary'
import { videoLink } from '../video'
import { AmenityIcon } from './amenity-icons'
import { Section } from './DetailSection'
import { PropertyBuilderCard } from './PropertyBuilderCard'
import { PropertyCard } from './PropertyCard'
import { PropertyEnquiryAside } from './PropertyEnquiryAside'
import { PropertyGallery } from './PropertyGallery'
import { PropertyKeyFacts } from './PropertyKeyFacts'


/** The property page body (docs/product.md §4). Server-rendered; the page ships no JavaScript of its own. */
export function PropertyDetailView({
  property,
  offerActive,
  timeZone,
  similar,
  mapTiles = null,
  reraPortal = null,
  visit = null,
  whatsAppHref = null,
  language,
}: {
  property: PropertyDetail
  offerActive: boolean
  timeZone: string
  similar: PropertySummary[]
  /** Tiles for the optional interactive map; without them only the static location block shows. */
  mapTiles?: MapTiles | null
  /** Where the RERA number can be verified (the city's state's portal), if known. */
  reraPortal?: ReraPortal | null
  /** The site-visit booking form's days and slot times; null: no open day, no form. */
  visit?: VisitFormChoices | null
  /** The wa.me link naming this project (site data `whatsapp_number`); no button without it. */
  whatsAppHref?: string | null
  /** The page's language: prices and the similar projects' cards in it (docs/product.md §21). */
  language?: PageLanguage
}) {
  const locale = language?.locale ?? 'en'
  const t = messagesOf(locale, 'Property')
  const status = statusLabel(property.status, t)
  const bhk = formatBhkList(property.bhk)
  const names = language?.names ?? ENGLISH_NAMES
  const cityName = property.city ? nameIn(names, 'city', property.city.name) : null
  const place = placeLine(property.address, cityName)
  const showOptions = !property.hideOptions
  const map = mapLinks(property.latitude, property.longitude, place || null)
  const videos = property.videos.map(videoLink).filter((v) => v !== null)
  const builder = property.builderCard
  const validTill = offerActive ? formatDisplayDate(property.offerValidity, timeZone, locale) : null
  const possession = formatDisplayMonth(property.possession, timeZone, locale)
  const interest: LeadFormConfig = {
    kind: 'interest',
    idPrefix: 'interest',
    redirectPath: localizedPath(property.url, language?.locale ?? 'en'),
    property: {
      id: property.id,
      name: property.name,
      city: property.city?.name ?? null,
      bhk: property.bhk,
      hideOptions: property.hideOptions,
    },
    source: 'property page form',
    ...leadFormLanguage(language?.locale ?? 'en'),
  }

  return (
    <article className="container-page py-6 md:py-10">
      <Breadcrumbs
        crumbs={[
          ...(property.city ? [{ name: cityName!, href: `/property/${property.city.slug}` }] : []),
          { name: property.name, href: property.url },
        ]}
        locale={locale}
      />

      <header className="mt-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          {status ? (
            <p className="mb-2 inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{status}</p>
          ) : null}
          <div className="flex items-start gap-3">
            <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{property.name}</h1>
            {/* The heart appears once scripts run; its place is kept so the title does not move. */}
            <span className="mt-0.5 size-10 shrink-0 md:mt-1">
              <FavouriteButton id={property.id} name={property.name} />
            </span>
          </div>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
            {place ? (
              <span className="inline-flex items-center gap-1">
                <LocationIcon size={16} /> {place}
              </span>
            ) : null}
            {property.builder ? (
              <span className="inline-flex items-center gap-1">
                <BuildingIcon size={16} /> {t.by}{' '}
                <Link href={localizedPath(`/builders/${property.builder.slug}`, locale)} className="text-link font-medium">
                  {property.builder.name}
                </Link>
              </span>
            ) : null}
          </p>
        </div>
        <div className="md:text-right">
          <p className="text-sm text-muted">{t.priceRange}</p>
          <p className="text-2xl font-extrabold text-brand-800 md:text-3xl" data-testid="price-range">
            {showOptions ? formatPriceRange(property.priceMinimum, property.priceMaximum, property.currency, language?.price) : (language?.price.onRequest ?? 'Price on request')}
          </p>
          {/* Appears once scripts run (the compare list is in the browser); its height is kept. */}
          <div className="mt-3 min-h-11">
            <CompareButton id={property.id} name={property.name} />
          </div>
          <RecordView id={property.id} />
        </div>
      </header>

      <PropertyGallery images={property.images} name={property.name} />

      {property.notAssured ? (
        <p role="note" className="mt-6 rounded-xl border border-accent-400 bg-accent-100 p-4 text-sm text-accent-700">
          <strong>{t.notAssuredTitle}</strong> {t.notAssuredText}
        </p>
      ) : null}
      {property.alertText ? (
        <p role="note" aria-label={t.notice} className="mt-4 whitespace-pre-line rounded-xl border border-line bg-surface p-4 text-sm">
          {property.alertText}
        </p>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
        {/* On phones the offer and the enquiry come first and the builder card last; on wide screens both sit beside the details. */}
        <PropertyEnquiryAside property={property} cityName={cityName} offerActive={offerActive} validTill={validTill} interest={interest} visit={visit} whatsAppHref={whatsAppHref} strings={t} />
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <PropertyKeyFacts property={{ ...property, propertyTypes: property.propertyTypes.map((n) => nameIn(names, 'type', n)) }} status={status} bhk={bhk} possession={possession} showOptions={showOptions} reraPortal={reraPortal} strings={t} priceWords={language?.price} />

          {property.amenities.length > 0 ? (
            <Section id="amenities-title" title={t.amenities}>
              {/* Styled from the list (globals.css .amenities): each item carries only its icon and name. */}
              <ul className="amenities">
                {property.amenities.map((a, i) => (
                  <li key={i}>
                    <AmenityIcon icon={a.icon} />
                    {nameIn(names, 'amenity', a.name)}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          {property.description ? (
            <Section id="about-title" title={fillIn(t.about, { name: property.name })}>
              <CmsRichText data={property.description} className="prose-content leading-relaxed text-ink" />
            </Section>
          ) : null}

          {videos.length > 0 ? (
            <Section id="videos-title" title={t.videos}>
              <ul className="flex flex-wrap gap-3">
                {videos.map((v) => (
                  <li key={v.href}>
                    <a href={v.href} target="_blank" rel="noopener noreferrer" className="btn btn-secondary">
                      <YouTubeIcon size={20} />
                      {v.label}
                      <span className="sr-only"> {t.opensNewTab}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          {place || map ? (
            <Section id="location-title" title={t.location}>
              <div className="rounded-xl border border-line bg-surface p-4" data-testid="location">
                {place ? (
                  <p className="flex items-start gap-2">
                    <LocationIcon size={20} className="mt-0.5 shrink-0 text-brand-700" />
                    <span>{place}</span>
                  </p>
                ) : null}
                {map?.coordinates ? <p className="mt-2 text-sm text-muted">{fillIn(t.coordinates, { value: map.coordinates })}</p> : null}
                {map ? (
                  <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                    <a href={map.openStreetMap} target="_blank" rel="noopener noreferrer" className="text-link">
                      {t.openStreetMap}
                      <span className="sr-only"> {t.opensNewTab}</span>
                    </a>
                    <a href={map.googleMaps} target="_blank" rel="noopener noreferrer" className="text-link">
                      {t.googleMaps}
                      <span className="sr-only"> {t.opensNewTab}</span>
                    </a>
                  </p>
                ) : null}
                {mapTiles && validCoordinates(property.latitude, property.longitude) ? (
                  <div className="mt-4">
                    <MapPanel latitude={property.latitude} longitude={property.longitude!} label={property.name} tiles={mapTiles} />
                  </div>
                ) : null}
              </div>
            </Section>
          ) : null}

          {property.faq.length > 0 ? (
            <Section id="faq-title" title={t.faq}>
              <div className="divide-y divide-line rounded-xl border border-line bg-white">
                {property.faq.map((f) => (
                  <details key={f.question} className="group p-4">
                    <summary className="faq-q">{f.question}</summary>
                    <p className="faq-a">{f.answer}</p>
                  </details>
                ))}
              </div>
            </Section>
          ) : null}

          <section aria-labelledby="interest-form-title" id="interest-form" className="mt-10 scroll-mt-24 rounded-2xl border border-line bg-surface p-5 md:p-6">
            <h2 id="interest-form-title" className="section-title">
              {t.priceDetails}
            </h2>
            <p className="mt-1 text-muted">{t.priceDetailsText}</p>
            <div className="mt-4 max-w-xl">
              <LeadFormBlock config={{ ...interest, submitLabel: t.priceDetails }} />
            </div>
          </section>

        </div>
        {builder ? <PropertyBuilderCard builder={builder} strings={t} locale={locale} /> : null}
      </div>

      {similar.length > 0 ? (
        <section aria-labelledby="similar-title" className="mt-14">
          <h2 id="similar-title" className="section-title">
            {cityName ? fillIn(t.similarIn, { city: cityName }) : t.similar}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {similar.map((p) => (
              <li key={p.id}>
                <PropertyCard card={toCardData(p, { language })} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
