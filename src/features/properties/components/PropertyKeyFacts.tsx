import { ShieldCheckIcon } from '@/components/icons'
import { ResponsiveImg } from '@/components/ui/ResponsiveImg'
import type { ReraPortal } from '@/features/rera/rera-portals'

import { formatPrice } from '../price'
import type { PropertyDetail } from '../summary'
import { Fact, Section } from './DetailSection'

const numberFormat = new Intl.NumberFormat('en-IN')

/** The property page's key facts and floor plans (docs/product.md §4); options hidden when the project hides them. */
export function PropertyKeyFacts({
  property,
  status,
  bhk,
  possession,
  showOptions,
  reraPortal,
}: {
  property: PropertyDetail
  status: string | null
  bhk: string | null
  possession: string | null
  showOptions: boolean
  reraPortal: ReraPortal | null
}) {
  return (
    <>
      <h2 className="section-title">Key facts</h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {showOptions && bhk ? <Fact label="Configurations">{bhk}</Fact> : null}
        {status ? <Fact label="Status">{status}</Fact> : null}
        {possession ? <Fact label="Possession">{possession}</Fact> : null}
        {property.unitSize ? <Fact label="Unit sizes">{property.unitSize}</Fact> : null}
        <Fact label="RERA number">
          {property.reraNumber ? (
            <>
              <span className="inline-flex items-center gap-1 break-all">
                <ShieldCheckIcon size={18} className="shrink-0 text-brand-700" />
                {property.reraNumber}
              </span>
              {reraPortal ? (
                <a href={reraPortal.url} target="_blank" rel="noopener noreferrer" className="text-link mt-1 block text-sm">
                  Verify on {reraPortal.state} RERA<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </>
          ) : (
            'Not yet registered'
          )}
        </Fact>
        {property.propertyTypes.length ? <Fact label="Property types">{property.propertyTypes.join(', ')}</Fact> : null}
        {property.zoning ? <Fact label="Zoning">{property.zoning}</Fact> : null}
      </dl>

      {showOptions && property.floorPlans.length > 0 ? (
        <Section id="floor-plans-title" title="Floor plans">
          <ul className="grid gap-4 sm:grid-cols-2">
            {property.floorPlans.map((plan, i) => (
              <li key={i} className="plan">
                {plan.image ? (
                  <ResponsiveImg
                    image={plan.image}
                    sizes="(min-width:1024px) 400px,(min-width:640px) 50vw,100vw"
                    className="plan-img"
                  />
                ) : null}
                <div className="p-4">
                  <h3 className="font-bold">{plan.bhk ? `${plan.bhk} BHK` : 'Floor plan'}</h3>
                  <dl className="plan-facts">
                    <div>
                      <dt>Carpet area</dt>
                      <dd>
                        {plan.carpetArea !== null ? `${numberFormat.format(plan.carpetArea)} sq.ft` : '—'}
                      </dd>
                    </div>
                    <div>
                      <dt>Price</dt>
                      <dd>{formatPrice(plan.price, property.currency) ?? 'On request'}</dd>
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
