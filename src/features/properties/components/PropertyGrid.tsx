import type { PageLanguage } from '@/features/i18n/locales'

import { toCardData } from '../card'
import type { PropertySummary } from '../summary'
import { PropertyCard } from './PropertyCard'

/** Property cards in a responsive grid: 4 across the page, 3 beside the search filters. */
export function PropertyGrid({
  properties,
  firstIsPriority = false,
  showOffer = false,
  columns = 4,
  language,
}: {
  properties: PropertySummary[]
  firstIsPriority?: boolean
  showOffer?: boolean
  columns?: 3 | 4
  /** The page's language: the cards' prices and links in it. */
  language?: PageLanguage
}) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 3 ? 'xl:grid-cols-3' : 'lg:grid-cols-4'}`}>
      {properties.map((p, i) => (
        <li key={p.id}>
          {firstIsPriority && i === 0 ? <PropertyCard card={toCardData(p, { showOffer, language })} priority /> : <PropertyCard card={toCardData(p, { showOffer, language })} />}
        </li>
      ))}
    </ul>
  )
}
