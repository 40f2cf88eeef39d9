import Link from '@/components/Link'
import { type Locale, localizedPath } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'

import { ChevronRightIcon } from './icons'

export type Crumb = { name: string; href: string }

/**
 * The visible breadcrumb trail: Home, then `crumbs` (English paths); the last one is the current
 * page (not a link). In `locale`'s words and with its paths (docs/product.md §21). The matching
 * BreadcrumbList JSON-LD comes from src/features/seo/structured-data.ts.
 */
export function Breadcrumbs({ crumbs, locale = 'en' }: { crumbs: readonly Crumb[]; locale?: Locale }) {
  const t = messagesOf(locale, 'Breadcrumbs')
  const trail: Crumb[] = [{ name: t.home, href: '/' }, ...crumbs].map((c) => ({ ...c, href: localizedPath(c.href, locale) }))
  return (
    <nav aria-label={t.label} className="crumbs">
      <ol>
        {trail.map((c, i) => (
          <li key={i}>
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
