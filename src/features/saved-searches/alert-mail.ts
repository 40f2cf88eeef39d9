/**
 * The alert mail of a saved search (docs/product.md §14): every match with an absolute link, the search
 * itself, and a one-click unsubscribe — the RFC 8058 headers and a link in the body. In the saved
 * search's language (docs/product.md §21): its words from the `SavedSearchMail` catalogue, prices in
 * that language's words, and every link to the pages in it. No I/O.
 */
import { escapeHtml, sentenceHtml } from '../../lib/html/standalone-page'
import { type Locale, localizedPath } from '../i18n/locales'
import { messagesOf, translator } from '../i18n/messages.server'
import { formatPriceRange } from '../properties/price'

import type { AlertFrequency } from './input'

export type AlertItem = {
  name: string
  /** Path on this site in English, such as /property/pune/lake-view (the mail puts it in its language). */
  url: string
  /** The city's name in the mail's language. */
  city: string | null
  priceMinimum: number | null
  priceMaximum: number | null
  currency: string
  kind: string
  /** The offer's text in the mail's language. */
  offer: string | null
}

export type AlertMailInput = {
  siteUrl: string
  to: string
  searchName: string
  query: string
  frequency: AlertFrequency
  unsubscribeToken: string
  items: AlertItem[]
  /** The saved search's language; English when not given. */
  language?: Locale
}

export type AlertMail = { to: string; subject: string; text: string; html: string; headers: Record<string, string> }

const REASON_KEYS = { published: 'reasonPublished', 'price-drop': 'reasonPriceDrop', offer: 'reasonOffer' } as const

/**
 * The one-click unsubscribe link. `language` (not part of the signed token) is the language of the
 * page it opens.
 */
export function unsubscribeUrl(siteUrl: string, token: string, language: Locale = 'en'): string {
  const url = `${siteUrl}/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`
  return language === 'en' ? url : `${url}&language=${language}`
}

export function buildAlertMail(input: AlertMailInput): AlertMail {
  const { siteUrl, items } = input
  const language = input.language ?? 'en'
  const t = translator(language, 'SavedSearchMail')
  const priceWords = messagesOf(language, 'Price')
  const count = items.length
  // A default name of a text search is already quoted ('“lake” · Pune').
  const quoted = /^[“"]/.test(input.searchName) ? input.searchName : `“${input.searchName}”`
  const subject =
    input.frequency === 'instant' && count === 1
      ? t('subjectOne', { search: quoted, property: items[0]!.name })
      : t('subject', { count, search: quoted })
  const link = (path: string) => `${siteUrl}${localizedPath(path, language)}`
  const searchUrl = link(`/search${input.query ? `?${input.query}` : ''}`)
  const manageUrl = link('/profile#saved-searches')
  const stopUrl = unsubscribeUrl(siteUrl, input.unsubscribeToken, language)
  const reason = (kind: string) => t(Object.hasOwn(REASON_KEYS, kind) ? REASON_KEYS[kind as keyof typeof REASON_KEYS] : 'reasonPublished')
  const line = (item: AlertItem) => {
    const where = item.city ? `, ${item.city}` : ''
    const offer = item.kind === 'offer' && item.offer ? ` (${item.offer})` : ''
    return `${reason(item.kind)}: ${item.name}${where} — ${formatPriceRange(item.priceMinimum, item.priceMaximum, item.currency, priceWords)}${offer}`
  }

  const text = [
    // The search's name: quoted in the text, bold in the HTML.
    t('intro', { search: `“${input.searchName}”` }),
    '',
    ...items.flatMap((item) => [`- ${line(item)}`, `  ${link(item.url)}`]),
    '',
    `${t('seeAll')}: ${searchUrl}`,
    `${t('manage')}: ${manageUrl}`,
    '',
    `${t('stop')}: ${stopUrl}`,
  ].join('\n')

  const html = `<div lang="${language}">
<p>${sentenceHtml((values) => t('intro', values), { search: `<strong>${escapeHtml(input.searchName)}</strong>` })}</p>
<ul>
${items.map((item) => `<li><a href="${escapeHtml(link(item.url))}">${escapeHtml(line(item))}</a></li>`).join('\n')}
</ul>
<p><a href="${escapeHtml(searchUrl)}">${escapeHtml(t('seeAll'))}</a> · <a href="${escapeHtml(manageUrl)}">${escapeHtml(t('manage'))}</a></p>
<p><a href="${escapeHtml(stopUrl)}">${escapeHtml(t('stop'))}</a></p>
</div>`

  return {
    to: input.to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
