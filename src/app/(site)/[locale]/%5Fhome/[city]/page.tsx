import { getLatestBlogs } from '@/features/blogs/blogs.server'
import { getBuilders } from '@/features/builders/builders.server'
import { resolveCityChoice } from '@/features/cities/choice'
import { getCities } from '@/features/cities/cities.server'
import { getCollections } from '@/features/collections/collections.server'
import { pageLanguage } from '@/features/i18n/messages.server'
import {
  ActiveOffers,
  BuildersList,
  CollectionsList,
  FeaturedProjects,
  HomeHero,
  HomeSection,
  LatestBlogs,
} from '@/features/home/sections'
import { JsonLd } from '@/components/JsonLd'
import { getActiveOffers } from '@/features/offers/offers.server'
import { getFeaturedProperties } from '@/features/properties/properties.server'
import { RecentlyViewed } from '@/features/recently-viewed/components/RecentlyViewed'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { organization } from '@/features/seo/structured-data'
import { contactDetails } from '@/features/site-data/contact'
import { getSiteData } from '@/features/site-data/site-data.server'
import { env } from '@/lib/env'
import { SITE_NAME } from '@/lib/site'

export const generateMetadata = localizedMetadata(pageMetadata({
  title: 'New homes, flats and villas in India',
  description:
    'Search RERA-registered new homes by city, builder and budget. Compare floor plans, prices in lakh and crore, and current offers on Griha Homes.',
  path: '/',
  absoluteTitle: true,
}))

/**
 * Home (docs/product.md §4 `/`). The proxy rewrites `/` here with the visitor's `city` cookie as the segment
 * (`all` without one), so each city's home page is cached HTML of its own; `/_home/…` is not
 * reachable directly. An unknown city shows the all-cities home.
 */
// docs/product.md §9's 4-hour safety net; a page showing offers lives a minute (getOfferDay).
export const revalidate = 14400

export function generateStaticParams(): { city: string }[] {
  return []
}

type Props = { params: Promise<{ locale: string; city: string }> }

export default async function HomePage({ params }: Props) {
  const [cities, { city: segment }] = await Promise.all([getCities(), params])
  const language = pageLanguage(await localeOfParams(params))
  const city = resolveCityChoice(segment, cities)
  const [featured, collections, builders, blogs, offers, siteData] = await Promise.all([
    getFeaturedProperties(city?.id ?? null, 8),
    getCollections(),
    getBuilders(12),
    getLatestBlogs(3),
    getActiveOffers(4),
    getSiteData(),
  ])
  const contact = contactDetails(siteData)

  return (
    <>
      <HomeHero cities={cities} selectedCity={city?.slug ?? null} />
      <HomeSection
        id="featured"
        title={city ? `Featured projects in ${city.name}` : 'Featured projects'}
        intro="Hand-picked by our team for location, builder track record and value."
        action={city ? { href: `/property/${city.slug}/featured`, label: 'All featured' } : { href: '/search?featured=true', label: 'All featured' }}
      >
        <FeaturedProjects properties={featured} cityName={city?.name ?? null} language={language} />
      </HomeSection>
      <RecentlyViewed variant="home" />
      <HomeSection id="collections" title="Collections" intro="Curated shortlists for the way you live." tone="tinted">
        <CollectionsList collections={collections} />
      </HomeSection>
      <HomeSection id="offers" title="Offers running today" action={{ href: '/offers', label: 'All offers' }}>
        <ActiveOffers properties={offers} language={language} />
      </HomeSection>
      <HomeSection id="builders" title="Builders" intro="Developers with projects on Griha Homes." tone="tinted">
        <BuildersList builders={builders} />
      </HomeSection>
      <HomeSection id="blogs" title="From the blog" action={{ href: '/blogs', label: 'All articles' }}>
        <LatestBlogs blogs={blogs} timeZone={env().SITE_TIME_ZONE} />
      </HomeSection>
      <JsonLd
        data={organization({
          name: SITE_NAME,
          siteUrl: env().SITE_URL,
          email: contact.email,
          telephone: contact.phoneHref?.slice('tel:'.length) ?? null,
          sameAs: contact.socials.map((s) => s.href),
        })}
      />
    </>
  )
}
