import { ShieldCheckIcon } from '@/components/icons'
import { PackedImg } from '@/components/ui/PackedImg'
import { packImage } from '@/features/media/packed-image'
import type { ReraPortal } from '@/features/rera/rera-portals'

import { formatPrice, type PriceWords } from '../price'
import type { PropertyDetail } from '../summary'
import { Fact, Section } from './DetailSection'

import type { PropertyStrings } from './property-strings'
import { fillIn } from '@/features/i18n/fill'

const numberFormat = new Intl.NumberFormat('en-IN')

/** The property page's key facts and floor plans (docs/product.md §4); options hidden when the project hides them. */
export function PropertyKeyFacts({
  property,
  status,
  bhk,
  possession,
  showOptions,
  reraPortal,
  strings: t,
  priceWords,
}: {
  property: PropertyDetail
  status: string | null
  bhk: string | null
  possession: string | null
  showOptions: boolean
  reraPortal: ReraPortal | null
  /** The property page's strings in its language (messages/<locale>.json `Property`). */
  strings: PropertyStrings
  /** The price words of the page's language ('लाख', 'करोड़'); English by default. */
  priceWords?: PriceWords
}) {
  return (
    <>
      <h2 className="section-title">{t.keyFacts}</h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {showOptions && bhk ? <Fact label={t.configurations}>{bhk}</Fact> : null}
        {status ? <Fact label={t.status}>{status}</Fact> : null}
        {possession ? <Fact label={t.possession}>{possession}</Fact> : null}
        {property.unitSize ? <Fact label={t.unitSizes}>{property.unitSize}</Fact> : null}
        <Fact label={t.rera}>
          {property.reraNumber ? (
            <>
              <span className="inline-flex items-center gap-1 break-all">
                <ShieldCheckIcon size={18} className="shrink-0 text-brand-700" />
                {property.reraNumber}
              </span>
              {reraPortal ? (
                <a href={reraPortal.url} target="_blank" rel="noopener noreferrer" className="text-link mt-1 block text-sm">
                  {fillIn(t.verifyRera, { state: reraPortal.state })}
                  <span className="sr-only"> {t.opensNewTab}</span>
                </a>
              ) : null}
            </>
          ) : (
            t.notRegistered
          )}
        </Fact>
        {property.propertyTypes.length ? <Fact label={t.propertyTypes}>{property.propertyTypes.join(', ')}</Fact> : null}
        {property.zoning ? <Fact label={t.zoning}>{property.zoning}</Fact> : null}
      </dl>

      {showOptions && property.floorPlans.length > 0 ? (
        <Section id="floor-plans-title" title={t.floorPlans}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {property.floorPlans.map((plan, i) => (
              <li key={i} className="plan">
                {plan.image ? (
                  <PackedImg
                    image={packImage(plan.image)}
                    sizes="(min-width:1024px) 400px,(min-width:640px) 50vw,100vw"
                    className="plan-img"
                  />
                ) : null}
                <div className="p-4">
                  <h3 className="font-bold">{plan.bhk ? `${plan.bhk} BHK` : t.floorPlan}</h3>
                  <dl className="plan-facts">
                    <div>
                      <dt>{t.carpetArea}</dt>
                      <dd>
                        {plan.carpetArea !== null ? fillIn(t.sqft, { area: numberFormat.format(plan.carpetArea) }) : '—'}
                      </dd>
                    </div>
                    <div>
                      <dt>{t.price}</dt>
                      <dd>{formatPrice(plan.price, property.currency, priceWords) ?? t.onRequest}</dd>
                    </div>
                  </dl>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  )
}
