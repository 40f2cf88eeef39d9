'use client'

import Link from '@/components/Link'

import { HEADER_LINKS } from '@/lib/site'

import { HeartIcon, LogoMark, UserIcon } from '../icons'
import { type CityOption, CityPicker } from './CityPicker'
import { MobileMenu } from './MobileMenu'
import { SearchForm } from './SearchForm'

export function Logo() {
  return (
    <Link href="/" className="logo">
      <LogoMark size={34} />
      <span>
        Griha<span> Homes</span>
      </span>
      <span className="sr-only">, home page</span>
    </Link>
  )
}

/**
 * Site header (SPEC §6): logo, main links, city picker, search and sign-in; a menu on mobile.
 * A client component for the same reason as the footer (SiteFooter.tsx): the page's React payload
 * carries the city list, not the header's markup a second time.
 */
export function SiteHeader({ cities }: { cities: CityOption[] }) {
  return (
    <header className="site-header">
      <div className="container-page flex h-16 items-center gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="header-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <SearchForm id="header-search" label="Site search" placeholder="Search projects" className="hidden w-64 lg:flex" />
          <CityPicker id="header-city" cities={cities} className="hidden w-44 shrink-0 md:flex [&_select]:text-sm" />
          {/* Plain links: the layout reads no cookies (ADR 008), and /shortlists and /profile
              work out who is signed in themselves. */}
          <Link href="/shortlists" className="header-link hidden items-center gap-1.5 whitespace-nowrap text-sm sm:inline-flex">
            <HeartIcon size={18} />
            {/* Icon only where the main links share the row, so the header never wraps. */}
            <span className="sr-only 2xl:not-sr-only">Shortlists</span>
          </Link>
          <Link
            href="/login"
            className="btn btn-secondary hidden whitespace-nowrap py-2 text-sm sm:inline-flex"
          >
            <UserIcon size={18} />
            Sign in
          </Link>
          <MobileMenu cities={cities} className="xl:hidden" />
        </div>
      </div>
    </header>
  )
}
