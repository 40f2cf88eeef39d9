import { RichText } from '@payloadcms/richtext-lexical/react'
import Link from 'next/link'

import { BuildingIcon, ChevronRightIcon, LocationIcon, MessageIcon, ShieldCheckIcon, TagIcon } from '@/components/icons'
import { ResponsiveImg } from '@/components/ui/ResponsiveImg'
import { formatDisplayDate } from '@/features/dates/display'

import { formatBhkList } from '../bhk'
import { formatPriceRange } from '../price'
import { type PropertyDetail, statusLabel } from '../summary'

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 font-semibold text-ink">{children}</dd>
    </div>
  )
}

/** The property page body (SPEC §4); richer parts (floor plans, map, forms) are added around it. */
export function PropertyDetailView({
  property,
  offerActive,
  timeZone,
}: {
  property: PropertyDetail
  offerActive: boolean
  timeZone: string
}) {
  const [cover, ...more] = property.images
  const status = statusLabel(property.status)
  const bhk = formatBhkList(property.bhk)
  const place = [property.address, property.city?.name].filter(Boolean).join(', ')

  return (
    <article className="container-page py-6 md:py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/" className="hover:text-brand-700 hover:underline">
              Home
            </Link>
          </li>
          {property.city ? (
            <li className="flex items-center gap-1">
              <ChevronRightIcon size={14} />
              <Link href={`/property/${property.city.slug}`} className="hover:text-brand-700 hover:underline">
                {property.city.name}
              </Link>
            </li>
          ) : null}
          <li className="flex items-center gap-1">
            <ChevronRightIcon size={14} />
            <span aria-current="page" className="text-ink">
              {property.name}
            </span>
          </li>
        </ol>
      </nav>

      <header className="mt-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          {status ? (
            <p className="mb-2 inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{status}</p>
          ) : null}
          <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{property.name}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
            {place ? (
              <span className="inline-flex items-center gap-1">
                <LocationIcon size={16} /> {place}
              </span>
            ) : null}
            {property.builder ? (
              <span className="inline-flex items-center gap-1">
                <BuildingIcon size={16} /> by{' '}
                <Link href={`/builders/${property.builder.slug}`} className="font-medium text-brand-700 underline underline-offset-2">
                  {property.builder.name}
                </Link>
              </span>
            ) : null}
          </p>
        </div>
        <div className="md:text-right">
          <p className="text-sm text-muted">Price range</p>
          <p className="text-2xl font-extrabold text-brand-800 md:text-3xl">
            {property.hideOptions
              ? 'Price on request'
              : formatPriceRange(property.priceMinimum, property.priceMaximum, property.currency)}
          </p>
        </div>
      </header>

      {cover ? (
        <div className="mt-6 grid gap-3 md:grid-cols-[2fr_1fr]">
          <ResponsiveImg
            image={cover}
            priority
            sizes="(min-width: 1280px) 840px, (min-width: 768px) 66vw, 100vw"
            className="aspect-[3/2] w-full rounded-2xl object-cover"
          />
          {more.length > 0 ? (
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-1 md:grid-rows-2">
              {more.slice(0, 2).map((image) => (
                <li key={image.src}>
                  <ResponsiveImg
                    image={image}
                    sizes="(min-width: 768px) 33vw, 50vw"
                    className="aspect-[3/2] h-full w-full rounded-2xl object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {property.notAssured ? (
        <p role="note" className="mt-6 rounded-xl border border-accent-400 bg-accent-100 p-4 text-sm text-accent-700">
          This project is not assured by Griha Homes. Please verify its approvals with the developer and the RERA portal.
        </p>
      ) : null}
      {property.alertText ? (
        <p role="note" className="mt-4 rounded-xl border border-line bg-surface p-4 text-sm">
          {property.alertText}
        </p>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div>
          <h2 className="section-title">Key facts</h2>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            {!property.hideOptions && bhk ? <Fact label="Configurations">{bhk}</Fact> : null}
            {status ? <Fact label="Status">{status}</Fact> : null}
            {property.unitSize ? <Fact label="Unit sizes">{property.unitSize}</Fact> : null}
            <Fact label="RERA number">
              {property.reraNumber ? (
                <span className="inline-flex items-center gap-1 break-all">
                  <ShieldCheckIcon size={18} className="shrink-0 text-brand-700" />
                  {property.reraNumber}
                </span>
              ) : (
                'Not yet registered'
              )}
            </Fact>
          </dl>

          {property.description ? (
            <section aria-labelledby="about-title" className="mt-10">
              <h2 id="about-title" className="section-title">
                About {property.name}
              </h2>
              <RichText data={property.description} className="prose-content mt-4 leading-relaxed text-ink" />
            </section>
          ) : null}
        </div>

        <aside aria-label="Enquiry" className="flex flex-col gap-4">
          {offerActive && property.offer ? (
            <section aria-labelledby="offer-title" className="rounded-2xl border border-accent-400 bg-accent-100 p-5">
              <h2 id="offer-title" className="flex items-center gap-2 font-bold text-accent-700">
                <TagIcon size={20} /> Offer
              </h2>
              <p className="mt-2 font-medium text-ink">{property.offer}</p>
              {property.offerValidity ? (
                <p className="mt-1 text-sm text-muted">Valid until {formatDisplayDate(property.offerValidity, timeZone)}</p>
              ) : null}
            </section>
          ) : null}
          <section aria-labelledby="enquire-title" className="rounded-2xl border border-line bg-surface p-5">
            <h2 id="enquire-title" className="font-bold">
              Interested in {property.name}?
            </h2>
            <p className="mt-1 text-sm text-muted">Get the brochure, floor plans and the best price from our local expert.</p>
            <Link href="/contact" className="btn btn-primary mt-4 w-full">
              <MessageIcon size={20} />
              Enquire now
            </Link>
          </section>
        </aside>
      </div>
    </article>
  )
}
