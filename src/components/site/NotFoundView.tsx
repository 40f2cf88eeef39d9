'use client'

import Link from '@/components/Link'

import { HomeIcon } from '../icons'
import { SearchForm } from './SearchForm'

const SUGGESTIONS = [
  { href: '/search', label: 'All projects' },
  { href: '/offers', label: 'Current offers' },
  { href: '/blogs', label: 'Blogs' },
  { href: '/contact', label: 'Contact us' },
]

/**
 * The 404 page's content (SPEC §4: search and links home). A client component without props: Next
 * puts the not-found view of the layout into every page's payload, where this costs a reference
 * instead of its markup.
 */
export function NotFoundView() {
  return (
    <div className="container-page py-16 md:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Error 404</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">We couldn’t find that page</h1>
        <p className="mt-3 text-muted">
          The link may be old or the project may no longer be listed. Try a search, or start again from the home page.
        </p>
        <SearchForm id="not-found-search" label="Search the site" size="lg" className="mt-8" />
        <p className="mt-8">
          <Link href="/" className="btn btn-primary">
            <HomeIcon size={20} />
            Go to the home page
          </Link>
        </p>
        <nav aria-label="Suggestions" className="mt-8">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            {SUGGESTIONS.map((s) => (
              <li key={s.href}>
                <Link href={s.href} className="text-link font-medium">
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}
