import Link from '@/components/Link'

import { ChevronRightIcon } from './icons'

export type Crumb = { name: string; href: string }

/**
 * The visible breadcrumb trail: Home, then `crumbs`; the last one is the current page (not a link).
 * The matching BreadcrumbList JSON-LD comes from src/features/seo/structured-data.ts.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const trail: Crumb[] = [{ name: 'Home', href: '/' }, ...crumbs]
  return (
    <nav aria-label="Breadcrumb" className="crumbs">
      <ol>
        {trail.map((c, i) => (
          <li key={`${i}-${c.href}`}>
            {i > 0 ? <ChevronRightIcon size={14} /> : null}
            {i === trail.length - 1 ? (
              <span aria-current="page">
                {c.name}
              </span>
            ) : (
              <Link href={c.href}>
                {c.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
