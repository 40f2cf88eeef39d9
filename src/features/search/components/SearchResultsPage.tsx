import type { Metadata } from 'next'

import { fillIn } from '@/features/i18n/fill'
import type { Locale, PageLanguage } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'

import { searchPropertiesCached } from '../search.server'
import { filterForm, listingMetadata, listingState, type RawSearchParams } from './listing.server'
import { ListingView } from './ListingView'

/** /search, /search/{q} and /searchbox/{text}: one page, the text coming from the path or `q`. */
function stateOf(raw: RawSearchParams, pathText?: string) {
  return listingState(raw, { basePath: '/search', defaults: pathText ? { q: pathText } : {} })
}

function titleOf(q: string | undefined, locale: Locale = 'en'): string {
  const t = messagesOf(locale, 'Listing')
  return q ? fillIn(t.resultsFor, { q }) : t.searchTitle
}

export function searchMetadata(raw: RawSearchParams, pathText?: string): Metadata {
  const state = stateOf(raw, pathText)
  const q = state.ok ? state.params.q : pathText
  return listingMetadata(
    state,
    titleOf(q),
    q
      ? `New home projects matching “${q}”: compare prices in lakh and crore, BHK options, builders and offers.`
      : 'Search RERA-registered new home projects by city, builder, property type, BHK, budget and amenities.',
  )
}

export async function SearchResultsPage({ raw, pathText, language }: { raw: RawSearchParams; pathText?: string; language?: PageLanguage }) {
  const state = stateOf(raw, pathText)
  const locale = language?.locale ?? 'en'
  const t = messagesOf(locale, 'Listing')
  const [response, form] = await Promise.all([state.ok ? searchPropertiesCached(state.params) : null, filterForm(state, locale, language?.names)])
  const q = state.ok ? state.params.q : pathText
  return (
    <ListingView
      title={titleOf(q, locale)}
      intro={t.searchIntro}
      crumbs={[{ name: t.searchCrumb, href: state.ok ? state.canonical : '/search' }]}
      state={state}
      response={response}
      form={form}
      language={language}
    />
  )
}
