import { headers } from 'next/headers'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { ShortlistGrid } from '@/features/favourites/components/ShortlistGrid'
import { getShortlist } from '@/features/favourites/visitor-favourites.server'
import { localizedPath } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'
import { languageOfPage } from '@/features/i18n/page-language.server'
import { toCardData } from '@/features/properties/card'
import { PropertyCard } from '@/features/properties/components/PropertyCard'
import { RecentlyViewed } from '@/features/recently-viewed/components/RecentlyViewed'
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = localizedMetadata((_props: Props, locale) => {
  const t = messagesOf(locale, 'Accounts').meta
  return pageMetadata({ title: t.shortlistsTitle, description: t.shortlistsDescription, path: '/shortlists', noIndex: true })
})

/**
 * The visitor's favourites (docs/product.md §8). Unlike the shared cached pages (ADR 008) this one is personal:
 * it reads the request's cookies, so Next renders it per request and sends it `private, no-store`,
 * which the response cache never keeps. In the page's language (§21): its words, and the cards'
 * prices and links.
 */
export const dynamic = 'force-dynamic'

export default async function ShortlistsPage({ params }: Props) {
  const [{ signedIn, properties }, language] = await Promise.all([getShortlist(await headers()), languageOfPage(params)])
  const { locale } = language
  const t = messagesOf(locale, 'Accounts')
  const { recent, clearRecent, ...grid } = t.shortlists
  return (
    <div className="container-page py-6 md:py-10">
      <Breadcrumbs crumbs={[{ name: t.pages.shortlistsCrumb, href: '/shortlists' }]} locale={locale} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight md:text-4xl">{t.pages.shortlistsHeading}</h1>
      <ShortlistGrid
        signedIn={signedIn}
        items={properties.map((p) => ({ id: p.id, card: <PropertyCard card={toCardData(p, { language })} headingLevel={2} /> }))}
        strings={{ ...grid, searchHref: localizedPath('/search', locale) }}
      />
      <RecentlyViewed variant="shortlists" strings={{ title: recent, clear: clearRecent }} />
    </div>
  )
}
