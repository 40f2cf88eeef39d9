import Link from '@/components/Link'
import type { ReactNode } from 'react'

import { ApartmentIcon, ChevronRightIcon, ShieldCheckIcon, TagIcon } from '@/components/icons'
import { type CityOption, CityPicker } from '@/components/site/CityPicker'
import { SearchForm } from '@/components/site/SearchForm'
import type { BlogSummary } from '@/features/blogs/blogs.server'
import { toBlogCardData } from '@/features/blogs/blog-card'
import { BlogCard } from '@/features/blogs/components/BlogCard'
import type { BuilderSummary } from '@/features/builders/builders.server'
import type { CollectionSummary } from '@/features/collections/collections.server'
import { fillIn } from '@/features/i18n/fill'
import { type Locale, localizedPath, type PageLanguage } from '@/features/i18n/locales'
import type { Messages } from '@/features/i18n/messages.server'
import { PropertyGrid } from '@/features/properties/components/PropertyGrid'

import { BuilderTiles, CollectionTiles } from './HomeTiles'
import type { PropertySummary } from '@/features/properties/summary'

/** The home page's strings in its language (messages/<locale>.json `Home`), with the header's search and city words. */
export type HomeStrings = Messages['Home']

export function HomeHero({
  cities,
  selectedCity,
  strings: t,
  locale,
  search,
  city,
}: {
  cities: CityOption[]
  selectedCity: string | null
  strings: HomeStrings
  locale: Locale
  search: Messages['Search']
  city: Messages['CityPicker']
}) {
  return (
    <section aria-labelledby="hero-title" className="hero relative overflow-hidden">
      <div className="container-page relative py-12 md:py-20">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t.eyebrow}</p>
        <h1 id="hero-title" className="mt-2 max-w-3xl text-3xl font-extrabold leading-tight tracking-tight md:text-5xl">
          {t.title}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-muted md:text-lg">
          {t.intro}
        </p>
        <div className="mt-8 max-w-3xl rounded-2xl border border-line bg-white p-4 shadow-lg md:p-5">
          <SearchForm
            id="hero-search"
            size="lg"
            {...(locale === 'en' ? {} : { action: localizedPath('/search', locale), label: search.label, placeholder: search.placeholder, button: search.button })}
          />
          <CityPicker
            id="hero-city"
            cities={cities.map(({ name, slug, label }) => (label ? { name, slug, label } : { name, slug }))}
            selected={selectedCity}
            label={t.showProjectsIn}
            {...(locale === 'en' ? {} : { locale, strings: city })}
            showLabel
            className="mt-3 max-w-sm"
          />
        </div>
        <ul className="mt-8 grid max-w-3xl gap-3 text-sm text-ink sm:grid-cols-3">
          <li className="flex items-center gap-2">
            <ShieldCheckIcon size={20} className="text-brand-700" /> {t.rera}
          </li>
          <li className="flex items-center gap-2">
            <TagIcon size={20} className="text-brand-700" /> {t.prices}
          </li>
          <li className="flex items-center gap-2">
            <ApartmentIcon size={20} className="text-brand-700" /> {fillIn(t.experts, { count: cities.length })}
          </li>
        </ul>
      </div>
    </section>
  )
}

export function HomeSection({
  id,
  title,
  intro,
  action,
  tone = 'plain',
  children,
}: {
  id: string
  title: string
  intro?: string
  action?: { href: string; label: string }
  tone?: 'plain' | 'tinted'
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tone === 'tinted' ? 'bg-surface py-12' : 'py-12'}>
      <div className="container-page">
        <div className="section-head">
          <div>
            <h2 id={`${id}-title`} className="section-title">
              {title}
            </h2>
            {intro ? <p className="mt-1 text-muted">{intro}</p> : null}
          </div>
          {action ? (
            <Link href={action.href} className="more-link">
              {action.label}
              <ChevronRightIcon size={18} />
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  )
}

function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border border-dashed border-line bg-white p-6 text-center text-muted">{children}</p>
}

export function FeaturedProjects({
  properties,
  cityName,
  language,
  strings: t,
}: {
  properties: PropertySummary[]
  cityName: string | null
  language: PageLanguage
  strings: HomeStrings
}) {
  if (properties.length === 0) {
    return (
      <EmptyNote>
        {cityName ? fillIn(t.noFeaturedIn, { city: cityName }) : t.noFeatured}{' '}
        <Link href={localizedPath('/search', language.locale)} className="font-semibold text-brand-700 underline">
          {t.browseAll}
        </Link>
      </EmptyNote>
    )
  }
  return <PropertyGrid properties={properties} firstIsPriority language={language} />
}

export function ActiveOffers({ properties, language, strings: t }: { properties: PropertySummary[]; language: PageLanguage; strings: HomeStrings }) {
  if (properties.length === 0) return <EmptyNote>{t.noOffers}</EmptyNote>
  return <PropertyGrid properties={properties} showOffer language={language} />
}

export function CollectionsList({ collections, strings: t, locale }: { collections: CollectionSummary[]; strings: HomeStrings; locale: Locale }) {
  if (collections.length === 0) return <EmptyNote>{t.noCollections}</EmptyNote>
  return (
    <CollectionTiles
      items={collections.map(({ name, url, description, image }) => ({ name, url: localizedPath(url, locale), ...(description ? { description } : {}), ...(image ? { image } : {}) }))}
    />
  )
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')
}

export function BuildersList({ builders, strings: t, locale }: { builders: BuilderSummary[]; strings: HomeStrings; locale: Locale }) {
  if (builders.length === 0) return <EmptyNote>{t.noBuilders}</EmptyNote>
  return (
    <BuilderTiles
      items={builders.map((b) => ({
        name: b.name,
        url: localizedPath(b.url, locale),
        ...(b.logo ? { logo: b.logo } : { initials: initials(b.name) }),
        ...(b.totalProjects ? { projects: b.totalProjects } : {}),
      }))}
    />
  )
}

export function LatestBlogs({ blogs, timeZone, strings: t, locale }: { blogs: BlogSummary[]; timeZone: string; strings: HomeStrings; locale: Locale }) {
  if (blogs.length === 0) return <EmptyNote>{t.noBlogs}</EmptyNote>
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {blogs.map((b) => (
        <li key={b.id}>
          <BlogCard card={toBlogCardData(b, timeZone, locale)} headingLevel={3} />
        </li>
      ))}
    </ul>
  )
}
