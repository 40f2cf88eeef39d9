import Link from 'next/link'

import { HEADER_LINKS } from '@/lib/site'

import { HeartIcon, LogoMark, UserIcon } from '../icons'
import { type CityOption, CityPicker } from './CityPicker'
import { MobileMenu } from './MobileMenu'
import { SearchForm } from './SearchForm'

export function Logo() {
  return (
    <Link href="/" className="flex shrink-0 items-center gap-2 rounded-lg text-brand-700">
      <LogoMark size={34} />
      <span className="text-lg font-extrabold tracking-tight text-ink">
        Griha<span className="text-brand-700"> Homes</span>
      </span>
      <span className="sr-only">, home page</span>
    </Link>
  )
}

/** Site header (SPEC §6): logo, main links, city picker, search and sign-in; a menu on mobile. */
export function SiteHeader({ cities }: { cities: CityOption[] }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="rounded-lg px-2.5 py-2 text-[0.9375rem] font-medium text-ink hover:bg-brand-50 hover:text-brand-800"
                >
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
          <Link
            href="/shortlists"
            className="hidden items-center gap-1.5 whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-800 sm:inline-flex"
          >
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
          <MobileMenu className="xl:hidden">
            <SearchForm id="menu-search" label="Search from menu" className="lg:hidden" />
            <CityPicker id="menu-city" cities={cities} label="Your city" showLabel className="mt-3 md:hidden" />
            <nav aria-label="Menu" className="mt-3">
              <ul className="grid grid-cols-2 gap-1">
                {HEADER_LINKS.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="block rounded-lg px-3 py-2 font-medium hover:bg-brand-50">
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li className="sm:hidden">
                  <Link href="/shortlists" className="block rounded-lg px-3 py-2 font-medium hover:bg-brand-50">
                    Shortlists
                  </Link>
                </li>
                <li className="sm:hidden">
                  <Link href="/login" className="block rounded-lg px-3 py-2 font-medium hover:bg-brand-50">
                    Sign in
                  </Link>
                </li>
                <li>
                  <Link href="/profile" className="block rounded-lg px-3 py-2 font-medium hover:bg-brand-50">
                    Your profile
                  </Link>
                </li>
              </ul>
            </nav>
          </MobileMenu>
        </div>
      </div>
    </header>
  )
}
