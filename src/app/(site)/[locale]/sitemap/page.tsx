import Link from '@/components/Link'

import { getLatestBlogs } from '@/features/blogs/blogs.server'
import { getBuilders } from '@/features/builders/builders.server'
import { getCities } from '@/features/cities/cities.server'
import { getCollections } from '@/features/collections/collections.server'
import { getLatestProperties } from '@/features/properties/properties.server'
import { nameIn } from '@/features/i18n/content-names'
import { fillIn } from '@/features/i18n/fill'
import { localizedPath } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'
import { languageOfPage } from '@/features/i18n/page-language.server'
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { STATIC_PAGES } from '@/features/sitemap/static-pages'

export const generateMetadata = localizedMetadata((_props, locale) => {
  const t = messagesOf(locale, 'Company').sitemap
  return pageMetadata({ title: t.metaTitle, description: t.metaDescription, path: '/sitemap' })
})

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

/**
 * The human-readable sitemap (docs/product.md §4); the machine one is /dynamic-sitemap.xml. In the
 * page's language: its words, the city and collection names, and links to that language's pages.
 */
export default async function SitemapPage({ params }: { params: Promise<object> }) {
  const { locale, names } = await languageOfPage(params)
  const t = messagesOf(locale, 'Company').sitemap
  const labels: Record<string, string> = t.labels
  const here = (path: string) => localizedPath(path, locale)
  const [cities, builders, collections, latest, blogs] = await Promise.all([
    getCities(),
    getBuilders(200),
    getCollections(),
    getLatestProperties(24),
    getLatestBlogs(12, locale),
  ])
  return (
    <div className="container-page py-10 md:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t.title}</h1>
      <p className="mt-3 max-w-2xl text-muted">
        {t.intro}{' '}
        <a href="/dynamic-sitemap.xml" className="text-link">
          {t.xml}
        </a>
        {t.introEnd}
      </p>
      <div className="mt-10 grid gap-10 md:grid-cols-2">
        <Section id="sitemap-pages" title={t.pages} items={STATIC_PAGES.map((p) => ({ href: here(p.path), label: labels[p.path] ?? p.label }))} />
        <Section
          id="sitemap-cities"
          title={t.byCity}
          items={cities.map((c) => ({ href: here(`/property/${c.slug}`), label: fillIn(t.inCity, { city: nameIn(names, 'city', c.name) }) }))}
        />
        <Section
          id="sitemap-latest"
          title={t.latest}
          items={latest.map((p) => ({ href: here(p.url), label: p.city ? `${p.name}, ${nameIn(names, 'city', p.city.name)}` : p.name }))}
          more={{ href: here('/search'), label: t.searchAll }}
        />
        <Section id="sitemap-builders" title={t.builders} items={builders.map((b) => ({ href: here(b.url), label: b.name }))} />
        <Section id="sitemap-collections" title={t.collections} items={collections.map((c) => ({ href: here(c.url), label: nameIn(names, 'collection', c.name) }))} />
        <Section
          id="sitemap-blogs"
          title={t.blog}
          items={blogs.map((b) => ({ href: here(b.url), label: b.title }))}
          more={{ href: here('/blogs'), label: t.allPosts }}
        />
      </div>
    </div>
  )
}
