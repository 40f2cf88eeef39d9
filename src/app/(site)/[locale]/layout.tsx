import { contentNames } from '@/features/i18n/content-names.server'
import '../globals.css'

import type { Metadata, Viewport } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import type React from 'react'
import { Suspense } from 'react'

import { AfterLoad } from '@/components/AfterLoad'
import { LazyDisclaimerBanner } from '@/components/site/LazyDisclaimerBanner'
import { HelpButton } from '@/components/site/HelpButton'
import { LanguageChoice } from '@/components/site/LanguageChoice'
import { LanguageCookie } from '@/components/site/LanguageCookie'
import { LinkNavigator } from '@/components/site/LinkNavigator'
import { QueryDialogs } from '@/components/site/QueryDialogs'
import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'
import { Toaster } from '@/components/ui/toast'
import { AnalyticsHost } from '@/features/analytics/components/AnalyticsHost'
import { GoogleTag } from '@/features/analytics/components/GoogleTag'
import { parseTagId, TAG_ID_ITEM } from '@/features/analytics/tag'
import { ChatWidgetScript } from '@/features/chat-widget/ChatWidgetScript'
import { CHAT_WIDGET_HOST_ITEM, CHAT_WIDGET_ITEM, parseChatWidget } from '@/features/chat-widget/widget'
import { getCities } from '@/features/cities/cities.server'
import { CompareTrayIsland } from '@/features/compare/components/CompareTrayIsland'
import { CityLocator } from '@/features/cities/CityLocator'
import { DEVANAGARI_FONT_URL } from '@/features/i18n/font'
import { isLocale, type Locale, localizedPath, OG_LOCALE } from '@/features/i18n/locales'
import { labelled } from '@/features/i18n/content-names'
import { messagesOf } from '@/features/i18n/messages.server'
import { disclaimerText, languageNoticeStrings, shellStrings } from '@/features/i18n/shell.server'
import { AD_POPUP_ITEM, parseAdPopup } from '@/features/leads/components/ad-popup'
import { LeadHost } from '@/features/leads/components/LeadHost'
import { contactDetails } from '@/features/site-data/contact'
import { getSiteData, siteDataIn } from '@/features/site-data/site-data.server'
import { DEFAULT_OG_IMAGE } from '@/features/seo/metadata'
import { env } from '@/lib/env'
import { SITE_NAME } from '@/lib/site'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** The page's language, from the route's `[locale]` segment (ADR 058); the proxy sends only `en` and `hi` here. */
async function localeOf(params: Props['params']): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const locale = await localeOf(params)
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { template: `%s · ${SITE_NAME}`, default: SITE_NAME },
    description: messagesOf(locale, 'Layout').description,
    applicationName: SITE_NAME,
    icons: {
      icon: [{ url: '/favicon.svg', type: 'image/svg+xml' }, { url: '/favicon.ico', sizes: '32x32' }],
      apple: '/apple-touch-icon.png',
    },
    openGraph: { type: 'website', siteName: SITE_NAME, locale: OG_LOCALE[locale], images: [DEFAULT_OG_IMAGE] },
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0e5a56',
}

export default async function SiteLayout({ children, params }: Props) {
  // The layout reads no request data, so pages can be cached as whole HTML (ISR) and revalidated by
  // tag. The build has no database: a page it would prerender (one without dynamic segments) is
  // made dynamic here instead of being baked with empty content. Pages with dynamic segments are
  // rendered on first request and then cached; the visitor's city (a cookie) is applied in the
  // browser and by the proxy, never here.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) await connection()
  // The language comes from the route (`/hi/…` is the Hindi tree: docs/product.md §21), never from
  // the request.
  const locale = await localeOf(params)
  const shell = shellStrings(locale)
  const [siteData, cities, names] = await Promise.all([getSiteData(), getCities(), contentNames(locale)])
  const contact = contactDetails(await siteDataIn(locale, siteData))
  // One array for the header and the footer: the page's React payload carries it once.
  const cityLinks = labelled(
    cities.map(({ name, slug }) => ({ name, slug })),
    names,
    'city',
  )
  // Integrations switched on by site data (docs/product.md §18); without them no other origin is asked.
  const tagId = parseTagId(siteData[TAG_ID_ITEM])
  const chatWidget = parseChatWidget(siteData[CHAT_WIDGET_ITEM], siteData[CHAT_WIDGET_HOST_ITEM])

  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-ink antialiased">
        {tagId ? <GoogleTag id={tagId} /> : null}
        {chatWidget ? <ChatWidgetScript widget={chatWidget} /> : null}
        <a href="#main" className="skip-link">
          {shell.skipLink}
        </a>
        <SiteHeader cities={cityLinks} locale={locale} strings={shell.header} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter
          contact={{ phone: contact.phone, phoneHref: contact.phoneHref, email: contact.email, socials: contact.socials }}
          cities={cityLinks}
          locale={locale}
          strings={shell.footer}
          year={new Date().getFullYear()}
          cookieSettings={tagId !== null}
        />
        <HelpButton
          phoneHref={contact.phoneHref}
          whatsappHref={contact.whatsappHref}
          chatWidget={contact.chatWidget}
          strings={shell.help}
          contactHref={localizedPath('/contact', locale)}
        />
        <Suspense fallback={null}>
          <QueryDialogs />
        </Suspense>
        <Toaster labels={messagesOf(locale, 'Toasts')} />
        <LanguageChoice hindi={locale === 'en' ? languageNoticeStrings('hi') : undefined} font={locale === 'hi' ? DEVANAGARI_FONT_URL : undefined} />
        <LinkNavigator />
        {tagId ? <AnalyticsHost /> : null}
        {/* Islands that show nothing at first: mounted once the page has loaded and the browser is
            idle (or at the first interaction), so their work is not part of hydration
            (docs/product.md §23). LanguageCookie comes last: its effect marks the page hydrated. */}
        <AfterLoad>
          <LazyDisclaimerBanner text={disclaimerText(locale, contact.disclaimer)} strings={shell.disclaimer} />
          <CompareTrayIsland />
          <LeadHost adPopup={parseAdPopup(siteData[AD_POPUP_ITEM])} />
          <CityLocator
            cities={cityLinks}
            coordinates={cities.map(({ latitude, longitude }) => (latitude === null || longitude === null ? null : [latitude, longitude]))}
          />
          <LanguageCookie />
        </AfterLoad>
      </body>
    </html>
  )
}
