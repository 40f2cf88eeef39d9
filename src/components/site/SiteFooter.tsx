'use client'

import Link from '@/components/Link'
import type { ComponentType } from 'react'

import { openCookieSettings } from '@/features/analytics/analytics'
import { NewsletterForm } from '@/features/newsletter/NewsletterForm'
import { type Locale, localizedPath } from '@/features/i18n/locales'
import { fill, type FooterStrings } from '@/features/i18n/shell-strings'
import type { ContactDetails, SocialNetwork } from '@/features/site-data/contact'
import { SITE_NAME } from '@/lib/site'

import {
  EmailIcon,
  FacebookIcon,
  type IconProps,
  InstagramIcon,
  LinkedInIcon,
  LogoMark,
  PhoneIcon,
  XIcon,
  YouTubeIcon,
} from '../icons'

const SOCIAL: Record<SocialNetwork, { label: string; Icon: ComponentType<IconProps> }> = {
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  instagram: { label: 'Instagram', Icon: InstagramIcon },
  linkedin: { label: 'LinkedIn', Icon: LinkedInIcon },
  youtube: { label: 'YouTube', Icon: YouTubeIcon },
  x: { label: 'X (Twitter)', Icon: XIcon },
}

/** What the footer shows of the site's contact details. */
export type FooterContact = Pick<ContactDetails, 'phone' | 'phoneHref' | 'email' | 'socials'>

/**
 * Site footer: every information page of docs/product.md §4, city pages and contact channels.
 *
 * A client component although it keeps no state, like the cards and icons: a server component's
 * markup travels twice, as HTML and again as elements in the page's React payload, and the layout
 * renders it on every page; as a client component the payload carries only its props (the cities'
 * names, the contact links). In the page's language (docs/product.md §21): strings from the
 * server, links to pages of the same language.
 */
export function SiteFooter({
  contact,
  cities,
  locale,
  strings,
  year,
  cookieSettings = false,
}: {
  contact: FooterContact
  cities: { name: string; slug: string; label?: string }[]
  locale: Locale
  strings: FooterStrings
  /** The year of the copyright line, from the server, so hydration sees the same text. */
  year: number
  /** Google's tag is configured: 'Cookie settings' reopens the consent notice. */
  cookieSettings?: boolean
}) {
  const { groups, footer, tagline } = strings
  return (
    <footer className="site-footer on-dark mt-16 bg-brand-900 text-brand-50">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold text-white">
            <LogoMark size={32} className="text-brand-600" />
            {SITE_NAME}
          </p>
          <p className="mt-3 max-w-sm text-sm text-brand-100">{tagline}.</p>
          <ul className="mt-4 space-y-2 text-sm">
            {contact.phone && contact.phoneHref ? (
              <li>
                <a href={contact.phoneHref} className="inline-flex items-center gap-2">
                  <PhoneIcon size={16} />
                  {contact.phone}
                </a>
              </li>
            ) : null}
            {contact.email ? (
              <li>
                <a href={`mailto:${contact.email}`} className="inline-flex items-center gap-2">
                  <EmailIcon size={16} />
                  {contact.email}
                </a>
              </li>
            ) : null}
          </ul>
          {contact.socials.length > 0 ? (
            <ul className="mt-4 flex gap-2">
              {contact.socials.map(({ network, href }) => {
                const { label, Icon } = SOCIAL[network]
                return (
                  <li key={network}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="footer-social"
                    >
                      <Icon size={18} />
                      <span className="sr-only">{label}</span>
                    </a>
                  </li>
                )
              })}
            </ul>
          ) : null}
          <NewsletterForm label={footer.newsletterLabel} button={footer.newsletterButton} language={locale} />
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="footer-heading">{group.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {cities.length > 0 ? (
        <nav aria-label={footer.cities} className="container-page border-t border-white/10 py-6">
          <h2 className="footer-heading">{footer.projectsByCity}</h2>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {cities.map((city) => (
              <li key={city.slug}>
                <Link href={localizedPath(`/property/${city.slug}`, locale)}>
                  {city.label ?? city.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-brand-100 sm:flex-row sm:justify-between">
          <p>{fill(footer.rights, { year, site: SITE_NAME })}</p>
          <p>{footer.indicative}</p>
          {cookieSettings ? (
            <button type="button" onClick={openCookieSettings} className="self-start text-left underline underline-offset-2">
              {footer.cookieSettings}
            </button>
          ) : null}
        </div>
      </div>
    </footer>
  )
}
