import Link from '@/components/Link'

import { getLatestBlogs } from '@/features/blogs/blogs.server'
import { getBuilders } from '@/features/builders/builders.server'
import { getCities } from '@/features/cities/cities.server'
import { getCollections } from '@/features/collections/collections.server'
import { getLatestProperties } from '@/features/properties/properties.server'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { STATIC_PAGES } from '@/features/sitemap/static-pages'

export const generateMetadata = localizedMetadata(pageMetadata({
  title: 'Sitemap',
  description: 'Every section of Griha Homes in one place: cities, builders, collections, the newest projects and the blog.',
  path: '/sitemap',
}))

type Item = { href: string; label: string }

function Section({ id, title, items, more }: { id: string; title: string; items: Item[]; more?: Item }) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby={id} className="break-inside-avoid">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="text-brand-700 underline-offset-2 hover:underline">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      {more ? (
        <p className="mt-3">
          <Link href={more.href} className="text-link">
            {more.label}
          </Link>
        </p>
      ) : null}
    </section>
  )
}

/** The human-readable sitemap (docs/product.md §4); the machine one is /dynamic-sitemap.xml. */
export default async function SitemapPage({ params }: { params: Promise<object> }) {
  const locale = await localeOfParams(params)
  const [cities, builders, collections, latest, blogs] = await Promise.all([
    getCities(),
    getBuilders(200),
    getCollections(),
    getLatestProperties(24),
    getLatestBlogs(12, locale),
  ])
  return (
    <div className="container-page py-10 md:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">Sitemap</h1>
      <p className="mt-3 max-w-2xl text-muted">
        All the main sections of the site. Search engines can also read our{' '}
        <a href="/dynamic-sitemap.xml" className="text-link">
          XML sitemap
        </a>
        .
      </p>
      <div className="mt-10 grid gap-10 md:grid-cols-2">
        <Section id="sitemap-pages" title="Pages" items={STATIC_PAGES.map((p) => ({ href: p.path, label: p.label }))} />
        <Section
          id="sitemap-cities"
          title="Projects by city"
          items={cities.map((c) => ({ href: `/property/${c.slug}`, label: `Projects in ${c.name}` }))}
        />
        <Section
          id="sitemap-latest"
          title="Latest projects"
          items={latest.map((p) => ({ href: p.url, label: p.city ? `${p.name}, ${p.city.name}` : p.name }))}
          more={{ href: '/search', label: 'Search all projects' }}
        />
        <Section id="sitemap-builders" title="Builders" items={builders.map((b) => ({ href: b.url, label: b.name }))} />
        <Section id="sitemap-collections" title="Collections" items={collections.map((c) => ({ href: c.url, label: c.name }))} />
        <Section
          id="sitemap-blogs"
          title="From the blog"
          items={blogs.map((b) => ({ href: b.url, label: b.title }))}
          more={{ href: '/blogs', label: 'All blog posts' }}
        />
      </div>
    </div>
  )
}
