/**
 * One-click unsubscribe from saved-search alerts (docs/product.md §14, RFC 8058), without signing in: the
 * signed token in the link names the saved search. GET only shows a confirmation with a button
 * (mail scanners follow links; they must not unsubscribe anyone); POST — the button, or a mail
 * client's `List-Unsubscribe=One-Click` — stops the mail. A malformed or forged token is a 400.
 * No same-origin check: mail providers send the one-click POST from their own servers; a generous
 * per-IP limit instead (UNSUBSCRIBE_LIMIT).
 * Every answer is in the link's `?language=` (the saved search's, outside the signed token;
 * English without it), its links to the profile in that language (docs/product.md §21).
 */
import { type Locale, localizedPath } from '@/features/i18n/locales'
import { translator } from '@/features/i18n/messages.server'
import { linkLanguage, refuseUnsubscribe } from '@/features/saved-searches/http.server'
import { NO_STORE } from '@/lib/http/responses'
import { savedSearchForToken, unsubscribeWithToken } from '@/features/saved-searches/saved-searches.server'
import { escapeHtml, sentenceHtml, standalonePage } from '@/lib/html/standalone-page'
import { readCappedForm, TOKEN_FORM_LIMIT_BYTES } from '@/lib/http/body'

export const dynamic = 'force-dynamic'

const CSS =
  'button{font:inherit;font-weight:600;color:#fff;background:#0e5a56;border:0;border-radius:.5rem;padding:.6rem 1.2rem;cursor:pointer}button:focus-visible{outline:3px solid #0e5a56;outline-offset:2px}'

function page(status: number, title: string, body: string, language: Locale): Response {
  return new Response(standalonePage({ title, body: `<h1>${escapeHtml(title)}</h1>${body}`, css: CSS, lang: language }), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex', ...NO_STORE },
  })
}

/**
 * A catalogue sentence, escaped, with its `{search}` (the saved search's name, bold) and
 * `{profile}` (a link to the profile's saved searches) put in as HTML.
 */
function sentence(language: Locale, key: 'invalidText' | 'askText' | 'unsubscribedText' | 'doneText', searchName = ''): string {
  const t = translator(language, 'SavedSearchPages')
  const profile = `<a href="${localizedPath('/profile#saved-searches', language)}">${escapeHtml(t('profileLink'))}</a>`
  return sentenceHtml((values) => t(key, values), { search: `<strong>${escapeHtml(searchName)}</strong>`, profile })
}

const invalid = (language: Locale) =>
  page(400, translator(language, 'SavedSearchPages')('invalidTitle'), `<p>${sentence(language, 'invalidText')}</p>`, language)

async function tokenOf(request: Request): Promise<string | null> {
  const fromUrl = new URL(request.url).searchParams.get('token')
  if (fromUrl) return fromUrl
  if ((request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
    const form = await readCappedForm(request, TOKEN_FORM_LIMIT_BYTES)
    const value = form.ok ? form.data.get('token') : null
    return typeof value === 'string' ? value : null
  }
  return null
}

export async function GET(request: Request): Promise<Response> {
  const language = linkLanguage(request)
  const refused = await refuseUnsubscribe(request, language)
  if (refused) return refused
  const token = new URL(request.url).searchParams.get('token')
  const search = await savedSearchForToken(token)
  if (!search || !token) return invalid(language)
  const t = translator(language, 'SavedSearchPages')
  if (search.unsubscribed_at) return page(200, t('unsubscribedTitle'), `<p>${sentence(language, 'unsubscribedText', search.name)}</p>`, language)
  const action = language === 'en' ? '/api/saved-searches/unsubscribe' : `/api/saved-searches/unsubscribe?language=${language}`
  return page(
    200,
    t('askTitle'),
    `<p>${sentence(language, 'askText', search.name)}</p>
<form method="post" action="${action}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(t('unsubscribeButton'))}</button></form>`,
    language,
  )
}

export async function POST(request: Request): Promise<Response> {
  const language = linkLanguage(request)
  const refused = await refuseUnsubscribe(request, language)
  if (refused) return refused
  const search = await unsubscribeWithToken(await tokenOf(request))
  if (!search) return invalid(language)
  return page(200, translator(language, 'SavedSearchPages')('unsubscribedTitle'), `<p>${sentence(language, 'doneText', search.name)}</p>`, language)
}
