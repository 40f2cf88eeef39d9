'use client'

import Link from '@/components/Link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import type { Locale } from '@/features/i18n/locales'
import type { HeaderStrings } from '@/features/i18n/shell-strings'

import { MenuIcon } from '../icons'
import { type CityOption, CityPicker } from './CityPicker'
import { LanguagePicker } from './LanguagePicker'
import { SearchForm } from './SearchForm'

/**
 * The header menu on small screens: a <details> disclosure (works without JavaScript) that closes
 * after a navigation, on Escape and on a click outside. It renders its own search box, city picker
 * and links, so the page's server payload carries only the city list; and the language picker
 * (docs/product.md §21), in the header row from medium widths on.
 */
export function MobileMenu({
  cities,
  locale,
  strings,
  className = '',
}: {
  cities: CityOption[]
  locale: Locale
  strings: HeaderStrings
  className?: string
}) {
  const { menu, searchAction, header, search, city } = strings
  const ref = useRef<HTMLDetailsElement>(null)
  const pathname = usePathname()

  useEffect(() => {
    if (ref.current) ref.current.open = false
  }, [pathname])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const details = ref.current
      if (e.key === 'Escape' && details?.open) {
        details.open = false
        details.querySelector('summary')?.focus()
      }
    }
    const onPointer = (e: PointerEvent) => {
      const details = ref.current
      if (details?.open && !details.contains(e.target as Node)) details.open = false
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [])

  return (
    <details ref={ref} className={`group relative ${className}`}>
      <summary className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm font-semibold hover:bg-brand-50">
        <MenuIcon size={20} />
        {header.menu}
      </summary>
      <div className="absolute right-0 top-full mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-4 shadow-xl">
        <SearchForm
          id="menu-search"
          action={searchAction}
          label={header.menuSearch}
          placeholder={search.placeholder}
          button={search.button}
          className="lg:hidden"
        />
        <CityPicker id="menu-city" cities={cities} locale={locale} strings={city}
          label={header.yourCity} showLabel className="mt-3 md:hidden" />
        <LanguagePicker locale={locale} label={header.language} className="mt-3 md:hidden" />
        <nav aria-label={header.menu} className="mt-3">
          <ul className="grid grid-cols-2 gap-1">
            {menu.map((link) => (
              <li key={link.href} className={link.className || undefined}>
                <Link href={link.href} className="menu-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </details>
  )
}
