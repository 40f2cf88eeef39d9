import { languageOfPage } from '@/features/i18n/page-language.server'
import { getLatestBlogs } from '@/features/blogs/blogs.server'
import { getBuilders } from '@/features/builders/builders.server'
import { resolveCityChoice } from '@/features/cities/choice'
import { getCities } from '@/features/cities/cities.server'
import { getCollections } from '@/features/collections/collections.server'
import { fillIn } from '@/features/i18n/fill'
import { localizedPath } from '@/features/i18n/locales'
import { collectionIn, labelled } from '@/features/i18n/content-names'
import { messagesOf } from '@/features/i18n/messages.server'
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
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { organization } from '@/features/seo/structured-data'
import { contactDetails } from '@/features/site-data/contact'
import { getSiteData } from '@/features/site-data/site-data.server'
import { env } from '@/lib/env'
import { SITE_NAME } from '@/lib/site'

export const generateMetadata = localizedMetadata((_props, locale) => {
  const t = messagesOf(locale, 'Home')
  return pageMetadata({ title: t.metaTitle, description: t.metaDescription, path: '/', absoluteTitle: true })
})

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
  const [allCities, { city: segment }, language] = await Promise.all([getCities(), params, languageOfPage(params)])
  const cities = labelled(allCities, language.names, 'city')
  const city = resolveCityChoice(segment, cities)
  const locale = language.locale
  const t = messagesOf(locale, 'Home')
  const here = (path: string) => localizedPath(path, locale)
  const [featured, collections, builders, blogs, offers, siteData] = await Promise.all([
    getFeaturedProperties(city?.id ?? null, 8),
    getCollections(),
    getBuilders(12),
    getLatestBlogs(3, locale),
    getActiveOffers(4),
    getSiteData(),
  ])
  const contact = contactDetails(siteData)

  return (
    <>
      <HomeHero
        cities={cities}
        selectedCity={city?.slug ?? null}
        strings={t}
        locale={locale}
        search={messagesOf(locale, 'Search')}
        city={messagesOf(locale, 'CityPicker')}
      />
      <HomeSection
        id="featured"
        title={city ? fillIn(t.featuredIn, { city: city.label ?? city.name }) : t.featured}
        intro={t.featuredIntro}
        action={{ href: here(city ? `/property/${city.slug}/featured` : '/search?featured=true'), label: t.allFeatured }}
      >
        <FeaturedProjects properties={featured} cityName={city ? (city.label ?? city.name) : null} language={language} strings={t} />
      </HomeSection>
      <RecentlyViewed variant="home" />
      <HomeSection id="collections" title={t.collections} intro={t.collectionsIntro} tone="tinted">
        <CollectionsList collections={collections.map((c) => collectionIn(c, language.names))} strings={t} locale={locale} />
      </HomeSection>
      <HomeSection id="offers" title={t.offers} action={{ href: here('/offers'), label: t.allOffers }}>
        <ActiveOffers properties={offers} language={language} strings={t} />
      </HomeSection>
      <HomeSection id="builders" title={t.builders} intro={t.buildersIntro} tone="tinted">
        <BuildersList builders={builders} strings={t} locale={locale} />
      </HomeSection>
      <HomeSection id="blogs" title={t.blog} action={{ href: here('/blogs'), label: t.allArticles }}>
        <LatestBlogs blogs={blogs} timeZone={env().SITE_TIME_ZONE} strings={t} locale={locale} />
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
