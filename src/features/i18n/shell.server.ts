import 'server-only'

import type { Metadata } from 'next'

import { notFoundMetadata } from '@/features/seo/metadata'
import { DEFAULT_DISCLAIMER, FOOTER_GROUPS, HEADER_LINKS, type NavLink, SITE_NAME } from '@/lib/site'

import { type Locale, localizedPath } from './locales'
import { messagesOf } from './messages.server'
import type { DisclaimerStrings, FooterStrings, HeaderStrings, HelpStrings, LanguageNoticeStrings, NotFoundStrings } from './shell-strings'

/**
 * The site shell's strings in `locale`, one object per client component (docs/product.md §21).
 * Links come with their paths in the page's language and their labels, so the client bundle holds
 * no link table.
 */
export function shellStrings(locale: Locale): {
  header: HeaderStrings
  footer: FooterStrings
  help: HelpStrings
  disclaimer: DisclaimerStrings
  skipLink: string
} {
  const nav = messagesOf(locale, 'Nav')
  const link = ({ href, key }: NavLink) => ({ href: localizedPath(href, locale), label: nav[key] })
  const links = HEADER_LINKS.map(link)
  const shortlists = link({ href: '/shortlists', key: 'shortlists' })
  const signIn = link({ href: '/login', key: 'signIn' })
  const { text: _text, ...disclaimer } = messagesOf(locale, 'Disclaimer')
  return {
    header: {
      links,
      menu: [...links, { ...shortlists, className: 'sm:hidden' }, { ...signIn, className: 'sm:hidden' }, link({ href: '/profile', key: 'profile' })],
      shortlists,
      signIn,
      searchAction: localizedPath('/search', locale),
      header: messagesOf(locale, 'Header'),
      search: messagesOf(locale, 'Search'),
      city: messagesOf(locale, 'CityPicker'),
    },
    footer: {
      groups: FOOTER_GROUPS.map((group) => ({ title: nav[group.title], links: group.links.map(link) })),
      footer: messagesOf(locale, 'Footer'),
      tagline: messagesOf(locale, 'Layout').tagline,
    },
    help: messagesOf(locale, 'Help'),
    disclaimer,
    skipLink: messagesOf(locale, 'Layout').skipLink,
  }
}

/**
 * The disclaimer's text: the editors' own from site data, or, while they keep the default, the
 * default in `locale` (site data is not localized yet: docs/product.md §21).
 */
export function disclaimerText(locale: Locale, fromSiteData: string): string {
  return fromSiteData === DEFAULT_DISCLAIMER ? messagesOf(locale, 'Disclaimer').text : fromSiteData
}

/** The 404 page's strings in `locale`. */
export function notFoundStrings(locale: Locale): NotFoundStrings {
  const m = messagesOf(locale, 'NotFound')
  const search = messagesOf(locale, 'Search')
  const link = (href: string, label: string) => ({ href: localizedPath(href, locale), label })
  return {
    eyebrow: m.eyebrow,
    heading: m.heading,
    text: m.text,
    search: m.search,
    suggestions: m.suggestions,
    home: link('/', m.home),
    links: [link('/search', m.allProjects), link('/offers', m.offers), link('/blogs', m.blogs), link('/contact', m.contact)],
    searchAction: localizedPath('/search', locale),
    searchButton: search.button,
    searchPlaceholder: search.placeholder,
  }
}

/** The notice offering the page in `locale`, in that language. */
export function languageNoticeStrings(locale: Locale): LanguageNoticeStrings {
  return messagesOf(locale, 'LanguageNotice')
}

/** The 404 page's metadata in `locale` (English: `notFoundMetadata`). */
export function notFoundMetadataIn(locale: Locale): Metadata {
  const { title, description } = messagesOf(locale, 'NotFound')
  return { ...notFoundMetadata, title: { absolute: `${title} · ${SITE_NAME}` }, description }
}
