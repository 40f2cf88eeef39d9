import './globals.css'

import type { Metadata, Viewport } from 'next'
import { cookies } from 'next/headers'
import type React from 'react'
import { Suspense } from 'react'

import { JsonLd } from '@/components/JsonLd'
import { DisclaimerBanner } from '@/components/site/DisclaimerBanner'
import { HelpButton } from '@/components/site/HelpButton'
import { LanguageCookie } from '@/components/site/LanguageCookie'
import { QueryDialogs } from '@/components/site/QueryDialogs'
import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'
import { Toaster } from '@/components/ui/toast'
import { isAllCities, resolveCityChoice } from '@/features/cities/choice'
import { getCities } from '@/features/cities/cities.server'
import { CityLocator } from '@/features/cities/CityLocator'
import { LOCATION_ASKED_COOKIE } from '@/features/cities/nearest'
import { contactDetails } from '@/features/site-data/contact'
import { getSiteData } from '@/features/site-data/site-data.server'
import { DEFAULT_OG_IMAGE } from '@/features/seo/metadata'
import { env } from '@/lib/env'
import { CITY_COOKIE, SITE_NAME, SITE_TAGLINE } from '@/lib/site'

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { template: `%s · ${SITE_NAME}`, default: SITE_NAME },
    description: `${SITE_TAGLINE}. Compare projects, floor plans and offers, and talk to a local expert.`,
    applicationName: SITE_NAME,
    icons: {
      icon: [{ url: '/favicon.svg', type: 'image/svg+xml' }, { url: '/favicon.ico', sizes: '32x32' }],
      apple: '/apple-touch-icon.png',
    },
    openGraph: { type: 'website', siteName: SITE_NAME, locale: 'en_IN', images: [DEFAULT_OG_IMAGE] },
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0e5a56',
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  // Request data first: it makes every page dynamic before any content query runs, so the build
  // (which has no database) never queries; the content itself comes from the data cache.
  const cookieStore = await cookies()
  const [siteData, cities] = await Promise.all([getSiteData(), getCities()])
  const contact = contactDetails(siteData)
  const cityCookie = cookieStore.get(CITY_COOKIE)?.value
  const chosenCity = resolveCityChoice(cityCookie, cities)
  // SPEC §6: no usable city choice and never asked for the location → ask once, in the browser.
  const askLocation = !chosenCity && !(cityCookie && isAllCities(cityCookie)) && !cookieStore.has(LOCATION_ASKED_COOKIE)
  const cityLocations = askLocation ? cities : []
  const siteUrl = env().SITE_URL

  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col bg-white font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only z-[80] rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Skip to main content
        </a>
        <SiteHeader cities={cities} selectedCity={chosenCity?.slug ?? null} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter contact={contact} cities={cities} />
        <DisclaimerBanner text={contact.disclaimer} />
        <HelpButton phoneHref={contact.phoneHref} whatsappHref={contact.whatsappHref} chatWidget={contact.chatWidget} />
        <Suspense fallback={null}>
          <QueryDialogs />
        </Suspense>
        <Toaster />
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: SITE_NAME,
            url: siteUrl,
            logo: `${siteUrl}/logo.png`,
            ...(contact.email ? { email: contact.email } : {}),
            ...(contact.phone
              ? {
                  contactPoint: {
                    '@type': 'ContactPoint',
                    telephone: contact.phoneHref?.slice('tel:'.length),
                    contactType: 'sales',
                    areaServed: 'IN',
                    availableLanguage: ['en', 'hi'],
                  },
                }
              : {}),
            ...(contact.socials.length > 0 ? { sameAs: contact.socials.map((s) => s.href) } : {}),
          }}
        />
        <LanguageCookie />
        {askLocation ? <CityLocator cities={cityLocations} /> : null}
      </body>
    </html>
  )
}
