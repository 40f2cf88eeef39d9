import Link from '@/components/Link'

import { type Locale, localizedPath } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'
import { formatPrice } from '@/features/properties/price'

import type { PricingPlan } from '../company.server'

/** The plans as cards in `locale`'s language: their own words as the loader read them in it, the rest from the catalogue. */
export function PricingCards({ plans, locale = 'en' }: { plans: PricingPlan[]; locale?: Locale }) {
  const t = messagesOf(locale, 'Company').pricing
  const priceLabel = (plan: PricingPlan): string => {
    if (plan.price === null) return t.onRequest
    if (plan.price === 0) return t.free
    return formatPrice(plan.price, plan.currency, messagesOf(locale, 'Price')) ?? t.onRequest
  }
  if (plans.length === 0) return <p className="text-muted">{t.empty}</p>
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-4" data-testid="pricing-plans">
      {plans.map((p) => (
        <li
          key={p.id}
          className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${p.highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-line'}`}
        >
          <h2 className="text-lg font-bold">{p.plan}</h2>
          <p className="mt-2 text-2xl font-extrabold text-brand-800">{priceLabel(p)}</p>
          {p.period ? <p className="text-sm text-muted">{p.period}</p> : null}
          {p.description ? <p className="mt-3 text-sm">{p.description}</p> : null}
          {p.features.length > 0 ? (
            <ul className="mt-4 list-disc space-y-1 pl-5 text-sm">
              {p.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          ) : null}
          <Link href={localizedPath('/contact', locale)} className="btn btn-primary mt-6 self-start">
            {p.ctaLabel ?? t.talk}
          </Link>
        </li>
      ))}
    </ul>
  )
}
