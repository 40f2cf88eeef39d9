import Link from '@/components/Link'

import { ChevronRightIcon } from '@/components/icons'

/** Page numbers to show: the first, the last, and two either side of the current, with gaps as null. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const pages: (number | null)[] = []
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= 2) pages.push(p)
    else if (pages.at(-1) !== null) pages.push(null)
  }
  return pages
}

/** Previous, numbered and Next links: real links, so paging works without JavaScript and for crawlers. */
export function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label="Pages" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={hrefFor(page - 1)} rel="prev" className="page-link">
              <ChevronRightIcon size={16} className="rotate-180" /> Previous
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
                  <span className="sr-only">Page </span>
                  {p}
                </span>
              ) : (
                <Link href={hrefFor(p)} className="page-link" aria-label={`Page ${p}`}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link href={hrefFor(page + 1)} rel="next" className="page-link">
              Next <ChevronRightIcon size={16} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
