import Link from '@/components/Link'

import { ChevronRightIcon } from '@/components/icons'
import { fillIn } from '@/features/i18n/fill'

/** Page numbers to show: the first, the last, and two either side of the current, with gaps as null. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const pages: (number | null)[] = []
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= 2) pages.push(p)
    else if (pages.at(-1) !== null) pages.push(null)
  }
  return pages
}

/** The words of the paging links (messages/<locale>.json `Pagination`). */
export type PaginationStrings = { label: string; previous: string; next: string; page: string }

/** Previous, numbered and Next links: real links, so paging works without JavaScript and for crawlers. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  strings: t,
}: {
  page: number
  totalPages: number
  hrefFor: (page: number) => string
  /** In the page's language. */
  strings: PaginationStrings
}) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={t.label} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={hrefFor(page - 1)} rel="prev" className="page-link">
              <ChevronRightIcon size={16} className="rotate-180" /> {t.previous}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className="page-link">
                  <span className="sr-only">{fillIn(t.page, { page: '' })}</span>
                  {p}
                </span>
              ) : (
                <Link href={hrefFor(p)} className="page-link" aria-label={fillIn(t.page, { page: p })}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link href={hrefFor(page + 1)} rel="next" className="page-link">
              {t.next} <ChevronRightIcon size={16} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
