'use client'

import Link from '@/components/Link'

import { type Locale, localizedPath } from '@/features/i18n/locales'
import type { HeaderStrings } from '@/features/i18n/shell-strings'

import { HeartIcon, LogoMark, UserIcon } from '../icons'
import { type CityOption, CityPicker } from './CityPicker'
import { LanguagePicker } from './LanguagePicker'
import { MobileMenu } from './MobileMenu'
import { SearchForm } from './SearchForm'

export function Logo({ href = '/', label = ', home page' }: { href?: string; label?: string }) {
  return (
    <Link href={href} className="logo">
      <LogoMark size={34} />
      <span>
        Griha<span> Homes</span>
      </span>
      <span className="sr-only">{label}</span>
    </Link>
  )
}

/**
 * Site header (docs/product.md §6): logo, main links, city picker, search, the language picker and
 * sign-in; a menu on mobile. In the page's language (§21): the strings come from the server, the
 * links lead to pages of the same language.
 * A client component for the same reason as the footer (SiteFooter.tsx): the page's React payload
 * carries the city list, not the header's markup a second time.
 */
export function SiteHeader({ cities, locale, strings }: { cities: CityOption[]; locale: Locale; strings: HeaderStrings }) {
  const { links, shortlists, signIn, searchAction, header, search, city } = strings
  const href = (path: string) => localizedPath(path, locale)
  return (
    <header className="site-header">
      <div className="container-page flex h-16 items-center gap-4">
        <Logo href={href('/')} label={header.homePage} />
        <nav aria-label={header.mainNav} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="header-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <SearchForm
            id="header-search"
            action={searchAction}
            label={header.search}
            placeholder={header.searchPlaceholder}
            button={search.button}
            className="hidden w-64 lg:flex"
          />
          <CityPicker id="header-city" cities={cities} locale={locale} strings={city} className="hidden w-44 shrink-0 md:flex [&_select]:text-sm" />
          <LanguagePicker locale={locale} label={header.language} compact className="hidden whitespace-nowrap md:flex" />
          {/* Plain links: the layout reads no cookies (ADR 008), and /shortlists and /profile
              work out who is signed in themselves. */}
          <Link href={shortlists.href} className="header-link hidden items-center gap-1.5 whitespace-nowrap text-sm sm:inline-flex">
            <HeartIcon size={18} />
            {/* Icon only where the main links share the row, so the header never wraps. */}
            <span className="sr-only 2xl:not-sr-only">{shortlists.label}</span>
          </Link>
          <Link
            href={signIn.href}
            className="btn btn-secondary hidden whitespace-nowrap py-2 text-sm sm:inline-flex"
          >
            <UserIcon size={18} />
            {signIn.label}
          </Link>
          <MobileMenu cities={cities} locale={locale} strings={strings} className="xl:hidden" />
        </div>
      </div>
    </header>
  )
}
