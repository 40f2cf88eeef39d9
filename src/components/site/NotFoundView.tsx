'use client'

import Link from '@/components/Link'

import type { NotFoundStrings } from '@/features/i18n/shell-strings'

import { HomeIcon } from '../icons'
import { SearchForm } from './SearchForm'

/**
 * The 404 page's content (docs/product.md §4: search and links home), in the missing page's language:
 * the page `/_missing`, which the production server sends with status 404 for every missing item
 * (src/lib/server/not-found-page.ts; the layout's own not-found view only loads it: MissingPageLoad).
 */
export function NotFoundView({ strings }: { strings: NotFoundStrings }) {
  return (
    <div className="container-page py-16 md:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{strings.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">{strings.heading}</h1>
        <p className="mt-3 text-muted">{strings.text}</p>
        <SearchForm
          id="not-found-search"
          action={strings.searchAction}
          label={strings.search}
          placeholder={strings.searchPlaceholder}
          button={strings.searchButton}
          size="lg"
          className="mt-8"
        />
        <p className="mt-8">
          <Link href={strings.home.href} className="btn btn-primary">
            <HomeIcon size={20} />
            {strings.home.label}
          </Link>
        </p>
        <nav aria-label={strings.suggestions} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            {strings.links.map((s) => (
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
