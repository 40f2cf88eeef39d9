import './globals.css'

import type { Metadata, Viewport } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { connection } from 'next/server'
import type React from 'react'
import { Suspense } from 'react'

import { DisclaimerBanner } from '@/components/site/DisclaimerBanner'
import { HelpButton } from '@/components/site/HelpButton'
import { LanguageCookie } from '@/components/site/LanguageCookie'
import { LinkNavigator } from '@/components/site/LinkNavigator'
import { QueryDialogs } from '@/components/site/QueryDialogs'
import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'
import { Toaster } from '@/components/ui/toast'
import { getCities } from '@/features/cities/cities.server'
import { CompareTrayIsland } from '@/features/compare/components/CompareTrayIsland'
import { CityLocator } from '@/features/cities/CityLocator'
import { AD_POPUP_ITEM, parseAdPopup } from '@/features/leads/components/ad-popup'
import { LeadHost } from '@/features/leads/components/LeadHost'
import { contactDetails } from '@/features/site-data/contact'
import { getSiteData } from '@/features/site-data/site-data.server'
import { DEFAULT_OG_IMAGE } from '@/features/seo/metadata'
import { env } from '@/lib/env'
import { SITE_NAME, SITE_TAGLINE } from '@/lib/site'

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
  // The layout reads no request data, so pages can be cached as whole HTML (ISR) and revalidated by
  // tag. The build has no database: a page it would prerender (one without dynamic segments) is
  // made dynamic here instead of being baked with empty content. Pages with dynamic segments are
  // rendered on first request and then cached; the visitor's city (a cookie) is applied in the
  // browser and by the proxy, never here.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) await connection()
  const [siteData, cities] = await Promise.all([getSiteData(), getCities()])
  const contact = contactDetails(siteData)
  // One array for the header and the footer: the page's React payload carries it once.
  const cityLinks = cities.map(({ name, slug }) => ({ name, slug }))

  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col bg-white font-sans text-ink antialiased">
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <SiteHeader cities={cityLinks} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter
          contact={{ phone: contact.phone, phoneHref: contact.phoneHref, email: contact.email, socials: contact.socials }}
          cities={cityLinks}
          year={new Date().getFullYear()}
        />
        <DisclaimerBanner text={contact.disclaimer} />
        <HelpButton phoneHref={contact.phoneHref} whatsappHref={contact.whatsappHref} chatWidget={contact.chatWidget} />
        <Suspense fallback={null}>
          <QueryDialogs />
        </Suspense>
        <CompareTrayIsland />
        <Toaster />
        <LeadHost adPopup={parseAdPopup(siteData[AD_POPUP_ITEM])} />
        <LanguageCookie />
        <LinkNavigator />
        <CityLocator cities={cities.map(({ name, slug, latitude, longitude }) => ({ name, slug, latitude, longitude }))} />
      </body>
    </html>
  )
}
