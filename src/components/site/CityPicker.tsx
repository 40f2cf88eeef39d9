'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { useCityCookie, writeCookie } from '@/features/cities/city-cookie'
import { resolveCityChoice } from '@/features/cities/choice'
import { type Locale, localizedPath } from '@/features/i18n/locales'
import type { HeaderStrings } from '@/features/i18n/shell-strings'
import { ALL_CITIES, CITY_COOKIE } from '@/lib/site'

import { ChevronDownIcon, LocationIcon } from '../icons'

/** A city the picker offers: its English `name` goes into the city cookie, `label` (its name in the page's language) is shown. */
export type CityOption = { name: string; slug: string; label?: string }

/** Where a choice leads: the city's page, or home for all cities, in the page's language. */
function targetOf(slug: string, locale: Locale): string {
  return localizedPath(slug === 'all' ? '/' : `/property/${slug}`, locale)
}

/** The picker's English strings, for pages that show it outside the header. */
const ENGLISH: HeaderStrings['city'] = { label: 'City', allCities: ALL_CITIES, go: 'Go' }

/**
 * The city picker (docs/product.md §6): 'All cities' first, then cities A–Z. Choosing one stores the `city`
 * cookie for a year and opens that city. Without JavaScript it is a GET form to /choose-city,
 * which does the same on the server.
 */
export function CityPicker({
  id,
  cities,
  selected,
  locale = 'en',
  strings = ENGLISH,
  label = strings.label,
  showLabel = false,
  className = '',
}: {
  id: string
  cities: CityOption[]
  /** Slug of the chosen city, or null for all cities; when absent, read from the `city` cookie. */
  selected?: string | null
  locale?: Locale
  /** Its label and the 'All cities' option's text; the cookie keeps the English value (docs/product.md §6). */
  strings?: HeaderStrings['city']
  /** A label of its own instead of the strings' one. */
  label?: string
  showLabel?: boolean
  className?: string
}) {
  const router = useRouter()
  const pathname = usePathname()
  const cookie = useCityCookie()
  const chosen = selected !== undefined ? selected : (resolveCityChoice(cookie, cities)?.slug ?? null)
  const [value, setValue] = useState(chosen ?? 'all')
  // eslint-disable-next-line react-hooks/set-state-in-effect -- follow a choice made in another picker or tab
  useEffect(() => setValue(chosen ?? 'all'), [chosen])
  const select = useRef<HTMLSelectElement>(null)

  const choose = (slug: string) => {
    setValue(slug)
    const name = slug === 'all' ? ALL_CITIES : (cities.find((c) => c.slug === slug)?.name ?? ALL_CITIES)
    writeCookie(CITY_COOKIE, name)
    const target = targetOf(slug, locale)
    if (target === pathname) router.refresh()
    else router.push(target)
  }

  // A choice made before the page's script ran raised no change event that React saw, and hydration
  // leaves a select's value as the visitor set it: act on it once hydrated. (`autoComplete="off"`
  // keeps the browser from restoring an old choice into it when a page comes back from history.)
  useEffect(() => {
    const current = select.current?.value
    if (current && current !== (chosen ?? 'all')) choose(current)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, [])

  return (
    <form
      action="/choose-city"
      method="get"
      className={`flex items-center gap-2 ${className}`}
      onSubmit={(e) => {
        e.preventDefault()
        choose(value)
      }}
    >
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium' : 'sr-only'}>
        {label}
      </label>
      <div className="relative flex-1">
        <LocationIcon size={18} className="field-icon text-brand-700" />
        <select
          ref={select}
          id={id}
          autoComplete="off"
          name="city"
          value={value}
          onChange={(e) => choose(e.target.value)}
          className="field cursor-pointer appearance-none py-2 pl-9 pr-9 font-medium"
        >
          <option value="all">{strings.allCities}</option>
          {cities.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.label ?? c.name}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={18} className="field-icon field-icon-end text-muted" />
      </div>
      {locale === 'en' ? null : <input type="hidden" name="lang" value={locale} />}
      {/* Without JavaScript the choice is sent with this button; with it, choosing is enough. */}
      <noscript>
        <button type="submit" className="btn btn-secondary py-2">
          {strings.go}
        </button>
      </noscript>
    </form>
  )
}
