import Link from 'next/link'
import type { ReactNode } from 'react'

import { ApartmentIcon, BuildingIcon, ChevronRightIcon, ShieldCheckIcon, TagIcon } from '@/components/icons'
import { type CityOption, CityPicker } from '@/components/site/CityPicker'
import { SearchForm } from '@/components/site/SearchForm'
import { ResponsiveImg } from '@/components/ui/ResponsiveImg'
import type { BlogSummary } from '@/features/blogs/blogs.server'
import { BlogCard } from '@/features/blogs/components/BlogCard'
import type { BuilderSummary } from '@/features/builders/builders.server'
import type { CollectionSummary } from '@/features/collections/collections.server'
import { PropertyGrid } from '@/features/properties/components/PropertyCard'
import type { PropertySummary } from '@/features/properties/summary'

export function HomeHero({ cities, selectedCity }: { cities: CityOption[]; selectedCity: string | null }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <HeroSkyline />
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

/** A decorative skyline drawn in SVG, so the hero needs no image download. */
function HeroSkyline() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 600 200"
      preserveAspectRatio="xMaxYMax meet"
      className="pointer-events-none absolute bottom-0 right-0 hidden h-64 w-auto text-brand-100 lg:block"
    >
      <g fill="currentColor">
        <rect x="40" y="90" width="60" height="110" rx="4" />
        <rect x="110" y="40" width="70" height="160" rx="4" />
        <rect x="190" y="110" width="50" height="90" rx="4" />
        <rect x="250" y="20" width="80" height="180" rx="4" />
        <rect x="340" y="70" width="60" height="130" rx="4" />
        <rect x="410" y="100" width="90" height="100" rx="4" />
        <path d="M510 200v-80l40-30 40 30v80z" />
      </g>
      <g fill="#fff" opacity="0.8">
        {[60, 70, 80].map((y) => [130, 150].map((x) => <rect key={`${x}-${y}`} x={x} y={y} width="10" height="6" rx="1" />))}
        {[40, 60, 80, 100].map((y) => [270, 295].map((x) => <rect key={`${x}-${y}`} x={x} y={y} width="12" height="8" rx="1" />))}
      </g>
    </svg>
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
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id={`${id}-title`} className="section-title">
              {title}
            </h2>
            {intro ? <p className="mt-1 text-muted">{intro}</p> : null}
          </div>
          {action ? (
            <Link href={action.href} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
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

export function FeaturedProjects({ properties, cityName }: { properties: PropertySummary[]; cityName: string | null }) {
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
  return <PropertyGrid properties={properties} firstIsPriority />
}

export function ActiveOffers({ properties }: { properties: PropertySummary[] }) {
  if (properties.length === 0) return <EmptyNote>No offers are running today. Check back soon.</EmptyNote>
  return <PropertyGrid properties={properties} showOffer />
}

export function CollectionsList({ collections }: { collections: CollectionSummary[] }) {
  if (collections.length === 0) return <EmptyNote>Collections are on their way.</EmptyNote>
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {collections.map((c) => (
        <li key={c.id}>
          <Link
            href={c.url}
            className="group flex h-full items-center gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm hover:border-brand-300 hover:shadow-md"
          >
            <span className="flex h-14 w-14 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-brand-50 text-brand-700">
              {c.image ? (
                <ResponsiveImg image={c.image} sizes="56px" className="h-full w-full object-cover" />
              ) : (
                <BuildingIcon size={28} />
              )}
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-ink group-hover:text-brand-700">{c.name}</span>
              {c.description ? <span className="line-clamp-2 block text-sm text-muted">{c.description}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
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

export function BuildersList({ builders }: { builders: BuilderSummary[] }) {
  if (builders.length === 0) return <EmptyNote>Builders will be listed here soon.</EmptyNote>
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {builders.map((b) => (
        <li key={b.id}>
          <Link
            href={b.url}
            className="group flex h-full flex-col items-center gap-2 rounded-2xl border border-line bg-white p-4 text-center shadow-sm hover:border-brand-300 hover:shadow-md"
          >
            <span className="flex h-16 w-full items-center justify-center overflow-hidden rounded-xl bg-white text-lg font-bold text-brand-800">
              {b.logo ? (
                <ResponsiveImg image={{ ...b.logo, alt: '' }} sizes="160px" className="h-full w-full object-contain" />
              ) : (
                <span aria-hidden="true" className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50">
                  {initials(b.name)}
                </span>
              )}
            </span>
            <span className="text-sm font-semibold text-ink group-hover:text-brand-700">{b.name}</span>
            {b.totalProjects ? (
              <span className="text-xs text-muted">
                {b.totalProjects} project{b.totalProjects === 1 ? '' : 's'}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function LatestBlogs({ blogs, timeZone }: { blogs: BlogSummary[]; timeZone: string }) {
  if (blogs.length === 0) return <EmptyNote>New articles are coming soon.</EmptyNote>
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {blogs.map((b) => (
        <li key={b.id}>
          <BlogCard blog={b} timeZone={timeZone} headingLevel={3} />
        </li>
      ))}
    </ul>
  )
}
