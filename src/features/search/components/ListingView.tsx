import Link from '@/components/Link'
import type { ReactNode } from 'react'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { JsonLd } from '@/components/JsonLd'
import { fillIn } from '@/features/i18n/fill'
import { localizedPath, type PageLanguage } from '@/features/i18n/locales'
import { type Messages, messagesOf } from '@/features/i18n/messages.server'
import { PropertyGrid } from '@/features/properties/components/PropertyGrid'
import { SaveSearchForm } from '@/features/saved-searches/components/SaveSearchForm'
import { env } from '@/lib/env'

import { type SearchResponse, searchParamsToQuery } from '../params'
import type { SearchHit } from '../search.server'
import type { ListingState } from './listing.server'
import { MapResults, ViewSwitch } from './MapResults'
import { Pagination } from './Pagination'
import type { FilterStrings } from './filter-strings'
import { type FilterOptions, type FilterValues, SearchFilters } from './SearchFilters'

type ListingStrings = Messages['Listing']

export type Crumb = { name: string; href: string }

export function countLabel(total: number, t: ListingStrings = messagesOf('en', 'Listing')): string {
  return fillIn(total === 1 ? t.countOne : t.countMany, { count: total.toLocaleString('en-IN') })
}

/**
 * A listing page (search, city, featured, builder, collection): breadcrumb, heading, the filter
 * form beside the results, the result count, cards, paging and BreadcrumbList data.
 */
export function ListingView({
  title,
  intro,
  header,
  crumbs,
  state,
  response,
  form,
  language,
}: {
  title: string
  intro?: ReactNode
  /** Replaces the plain heading and intro (the builder card). */
  header?: ReactNode
  /** Breadcrumb trail after Home; the last one is this page. */
  crumbs: Crumb[]
  state: ListingState
  response: SearchResponse<SearchHit> | null
  form: { options: FilterOptions; values: FilterValues; hidden: [string, string][]; strings: FilterStrings }
  /** The page's language: the cards' prices and links in it (docs/product.md §21). */
  language?: PageLanguage
}) {
  const siteUrl = env().SITE_URL
  const locale = language?.locale ?? 'en'
  const t = messagesOf(locale, 'Listing')
  // The form, paging and view links stay in the page's language.
  const base = localizedPath(state.basePath, locale)
  const trail: Crumb[] = [{ name: 'Home', href: '/' }, ...crumbs]
  return (
    <div className="container-page py-6 md:py-10">
      <Breadcrumbs crumbs={crumbs} locale={language?.locale} />
      {header ?? (
        <div className="mt-3">
          <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{title}</h1>
          {intro ? <div className="mt-2 max-w-3xl text-muted">{intro}</div> : null}
        </div>
      )}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label={t.filters} className="min-w-0">
          <SearchFilters action={base} values={form.values} options={form.options} hidden={form.hidden} strings={form.strings} />
        </aside>
        <section aria-labelledby="results-heading" className="min-w-0">
          {state.ok && response ? (
            <Results state={state} response={response} language={language} strings={t} base={base} />
          ) : (
            <div role="alert" className="rounded-2xl border border-accent-400 bg-accent-100 p-5">
              <h2 id="results-heading" className="text-lg font-bold">
                {t.invalidTitle}
              </h2>
              <p className="mt-1">
                {t.invalidBefore} <strong>{state.ok ? t.theSearch : state.param}</strong> {t.invalidAfter}{' '}
                {state.ok ? t.searchFailed : state.error}.
              </p>
              <p className="mt-3">
                <Link href={base} className="font-semibold text-brand-800 underline">
                  {t.clear}
                </Link>
              </p>
            </div>
          )}
        </section>
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((c, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: c.name,
            item: `${siteUrl}${c.href}`,
          })),
        }}
      />
    </div>
  )
}

function Results({
  state,
  response,
  language,
  strings: t,
  base,
}: {
  state: Extract<ListingState, { ok: true }>
  response: SearchResponse<SearchHit>
  language?: PageLanguage
  strings: ListingStrings
  /** The listing's path in the page's language. */
  base: string
}) {
  const { total, page, totalPages, results } = response
  const locale = language?.locale ?? 'en'
  const here = (path: string) => localizedPath(path, locale)
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-heading" aria-live="polite" className="text-lg font-bold" data-testid="result-count">
          {countLabel(total, t)}
        </h2>
        {totalPages > 1 ? (
          <p className="text-sm text-muted">{fillIn(t.pageOf, { page, total: totalPages })}</p>
        ) : null}
        <ViewSwitch view={state.view} hrefOf={(view) => here(state.viewHref(view))} strings={t} />
      </div>
      <SaveSearchForm query={searchParamsToQuery({ ...state.params, page: 1 })} locale={locale} strings={t} />
      {state.view === 'map' ? <MapResults results={results} language={language} /> : null}
      {state.view === 'map' && results.length > 0 ? null : results.length > 0 ? (
        <div className="mt-4">
          <PropertyGrid properties={results} firstIsPriority columns={3} language={language} />
        </div>
      ) : (
        <div className="mt-4 rounded-2xl border border-dashed border-line bg-surface p-8 text-center">
          <p className="text-lg font-semibold">{t.noMatch}</p>
          <p className="mt-1 text-muted">{t.tryFewer}</p>
          <p className="mt-4">
            <Link href={base} className="btn btn-primary">
              {t.clear}
            </Link>
          </p>
        </div>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(p) => here(state.hrefFor(p))} strings={messagesOf(locale, 'Pagination')} />
    </>
  )
}
