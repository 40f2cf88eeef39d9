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
import type { PageLanguage } from '@/features/i18n/locales'
import { PropertyGrid } from '@/features/properties/components/PropertyGrid'

import { BuilderTiles, CollectionTiles } from './HomeTiles'
import type { PropertySummary } from '@/features/properties/summary'

export function HomeHero({ cities, selectedCity }: { cities: CityOption[]; selectedCity: string | null }) {
  return (
    <section aria-labelledby="hero-title" className="hero relative overflow-hidden">
      <div className="container-page relative py-12 md:py-20">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">New homes across India</p>
        <h1 id="hero-title" className="mt-2 max-w-3xl text-3xl font-extrabold leading-tight tracking-tight md:text-5xl">
          Find a home you can trust, at a price you understand
        </h1>
        <p className="mt-4 max-w-2xl text-base text-muted md:text-lg">
          Compare RERA-registered projects, floor plans and current offers, then talk to a local expert.
        </p>
        <div className="mt-8 max-w-3xl rounded-2xl border border-line bg-white p-4 shadow-lg md:p-5">
          <SearchForm id="hero-search" label="Search projects" size="lg" />
          <CityPicker
            id="hero-city"
            cities={cities.map(({ name, slug }) => ({ name, slug }))}
            selected={selectedCity}
            label="Show projects in"
            showLabel
            className="mt-3 max-w-sm"
          />
        </div>
        <ul className="mt-8 grid max-w-3xl gap-3 text-sm text-ink sm:grid-cols-3">
          <li className="flex items-center gap-2">
            <ShieldCheckIcon size={20} className="text-brand-700" /> RERA number on every listing
          </li>
          <li className="flex items-center gap-2">
            <TagIcon size={20} className="text-brand-700" /> Prices and offers from developers
          </li>
          <li className="flex items-center gap-2">
            <ApartmentIcon size={20} className="text-brand-700" /> Experts in {cities.length || 'many'} cities
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
}: {
  properties: PropertySummary[]
  cityName: string | null
  language?: PageLanguage
}) {
  if (properties.length === 0) {
    return (
      <EmptyNote>
        No featured projects {cityName ? `in ${cityName} ` : ''}right now.{' '}
        <Link href="/search" className="font-semibold text-brand-700 underline">
          Browse all projects
        </Link>
      </EmptyNote>
    )
  }
  return <PropertyGrid properties={properties} firstIsPriority language={language} />
}

export function ActiveOffers({ properties, language }: { properties: PropertySummary[]; language?: PageLanguage }) {
  if (properties.length === 0) return <EmptyNote>No offers are running today. Check back soon.</EmptyNote>
  return <PropertyGrid properties={properties} showOffer language={language} />
}

export function CollectionsList({ collections }: { collections: CollectionSummary[] }) {
  if (collections.length === 0) return <EmptyNote>Collections are on their way.</EmptyNote>
  return <CollectionTiles items={collections.map(({ name, url, description, image }) => ({ name, url, ...(description ? { description } : {}), ...(image ? { image } : {}) }))} />
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')
}

export function BuildersList({ builders }: { builders: BuilderSummary[] }) {
  if (builders.length === 0) return <EmptyNote>Builders will be listed here soon.</EmptyNote>
  return (
    <BuilderTiles
      items={builders.map((b) => ({
        name: b.name,
        url: b.url,
        ...(b.logo ? { logo: b.logo } : { initials: initials(b.name) }),
        ...(b.totalProjects ? { projects: b.totalProjects } : {}),
      }))}
    />
  )
}

export function LatestBlogs({ blogs, timeZone }: { blogs: BlogSummary[]; timeZone: string }) {
  if (blogs.length === 0) return <EmptyNote>New articles are coming soon.</EmptyNote>
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {blogs.map((b) => (
        <li key={b.id}>
          <BlogCard card={toBlogCardData(b, timeZone)} headingLevel={3} />
        </li>
      ))}
    </ul>
  )
}
