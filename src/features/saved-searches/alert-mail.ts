/**
 * The alert mail of a saved search (docs/product.md §14): every match with an absolute link, the search
 * itself, and a one-click unsubscribe — the RFC 8058 headers and a link in the body. Pure.
 */
import { escapeHtml } from '../../lib/html/standalone-page'
import { formatPriceRange } from '../properties/price'

import type { AlertFrequency } from './input'

export type AlertItem = {
  name: string
  /** Path on this site, such as /property/pune/lake-view. */
  url: string
  city: string | null
  priceMinimum: number | null
  priceMaximum: number | null
  currency: string
  kind: string
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
}

export type AlertMail = { to: string; subject: string; text: string; html: string; headers: Record<string, string> }

const REASONS: Record<string, string> = { published: 'New', 'price-drop': 'Price lowered', offer: 'New offer' }

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`
}

export function buildAlertMail(input: AlertMailInput): AlertMail {
  const { siteUrl, items } = input
  const count = items.length
  // A default name of a text search is already quoted ('“lake” · Pune').
  const quoted = /^[“"]/.test(input.searchName) ? input.searchName : `“${input.searchName}”`
  const subject =
    input.frequency === 'instant' && count === 1
      ? `New match for ${quoted}: ${items[0]!.name}`
      : `${count} new ${count === 1 ? 'match' : 'matches'} for ${quoted}`
  const searchUrl = `${siteUrl}/search${input.query ? `?${input.query}` : ''}`
  const manageUrl = `${siteUrl}/profile#saved-searches`
  const stopUrl = unsubscribeUrl(siteUrl, input.unsubscribeToken)
  const line = (item: AlertItem) => {
    const where = item.city ? `, ${item.city}` : ''
    const offer = item.kind === 'offer' && item.offer ? ` (${item.offer})` : ''
    return `${REASONS[item.kind] ?? 'New'}: ${item.name}${where} — ${formatPriceRange(item.priceMinimum, item.priceMaximum, item.currency)}${offer}`
  }

  const text = [
    `New homes match your saved search “${input.searchName}”:`,
    '',
    ...items.flatMap((item) => [`- ${line(item)}`, `  ${siteUrl}${item.url}`]),
    '',
    `See every result: ${searchUrl}`,
    `Manage your saved searches: ${manageUrl}`,
    '',
    `Stop these alerts: ${stopUrl}`,
  ].join('\n')

  const html = `<p>New homes match your saved search <strong>${escapeHtml(input.searchName)}</strong>:</p>
<ul>
${items.map((item) => `<li><a href="${escapeHtml(`${siteUrl}${item.url}`)}">${escapeHtml(line(item))}</a></li>`).join('\n')}
</ul>
<p><a href="${escapeHtml(searchUrl)}">See every result</a> · <a href="${escapeHtml(manageUrl)}">Manage your saved searches</a></p>
<p><a href="${escapeHtml(stopUrl)}">Stop these alerts</a></p>`

  return {
    to: input.to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
