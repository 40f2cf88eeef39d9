import { headers } from 'next/headers'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { ShortlistGrid } from '@/features/favourites/components/ShortlistGrid'
import { getShortlist } from '@/features/favourites/visitor-favourites.server'
import { toCardData } from '@/features/properties/card'
import { PropertyCard } from '@/features/properties/components/PropertyCard'
import { RecentlyViewed } from '@/features/recently-viewed/components/RecentlyViewed'
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'

export const generateMetadata = localizedMetadata(pageMetadata({
  title: 'Your favourites',
  description: 'The projects you marked with a heart, in one place to compare.',
  path: '/shortlists',
  noIndex: true,
}))

/**
 * The visitor's favourites (docs/product.md §8). Unlike the shared cached pages (ADR 008) this one is personal:
 * it reads the request's cookies, so Next renders it per request and sends it `private, no-store`,
 * which the response cache never keeps.
 */
export const dynamic = 'force-dynamic'

export default async function ShortlistsPage() {
  const { signedIn, properties } = await getShortlist(await headers())
  return (
    <div className="container-page py-6 md:py-10">
      <Breadcrumbs crumbs={[{ name: 'Favourites', href: '/shortlists' }]} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight md:text-4xl">Your favourites</h1>
      <ShortlistGrid
        signedIn={signedIn}
        items={properties.map((p) => ({ id: p.id, card: <PropertyCard card={toCardData(p)} headingLevel={2} /> }))}
      />
      <RecentlyViewed variant="shortlists" />
    </div>
  )
}
