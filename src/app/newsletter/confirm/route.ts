/**
 * The link in a newsletter confirmation mail (docs/product.md §17, double opt-in). GET only shows the
 * page with a button (mail scanners follow links; they must not subscribe anyone); POST — the
 * button — confirms. A forged or malformed link is a 400, one older than 7 days a 410; both say what
 * to do in plain words. Per-IP limit as for unsubscribe links.
 */
import { confirmationState, confirmSubscription, type ConfirmationState } from '@/features/newsletter/newsletter.server'
import { linkLanguage, refuseUnsubscribe } from '@/features/saved-searches/http.server'
import { type Locale, localizedPath } from '@/features/i18n/locales'
import { translator } from '@/features/i18n/messages.server'
import { escapeHtml, sentenceHtml, standalonePage } from '@/lib/html/standalone-page'
import { readCappedForm, TOKEN_FORM_LIMIT_BYTES } from '@/lib/http/body'
import { NO_STORE } from '@/lib/http/responses'
import { logger } from '@/lib/logger'

export const dynamic = 'force-dynamic'

const CSS =
  'button{font:inherit;font-weight:600;color:#fff;background:#0e5a56;border:0;border-radius:.5rem;padding:.6rem 1.2rem;cursor:pointer}button:focus-visible{outline:3px solid #0e5a56;outline-offset:2px}'

function page(status: number, title: string, body: string, language: Locale): Response {
  return new Response(standalonePage({ title, body: `<h1>${escapeHtml(title)}</h1>${body}`, css: CSS, lang: language }), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex', ...NO_STORE },
  })
}

/** A catalogue sentence with the address in bold, escaped. */
const withAddress = (sentence: (values: { email: string }) => string, email: string) => sentenceHtml(sentence, { email: `<strong>${escapeHtml(email)}</strong>` })

function answer(state: ConfirmationState, token: string, language: Locale): Response {
  const t = translator(language, 'Newsletter')
  switch (state.status) {
    case 'invalid':
      return page(400, t('invalidTitle'), `<p>${escapeHtml(t('invalidText'))}</p>`, language)
    case 'expired':
      return page(410, t('expiredTitle'), `<p>${escapeHtml(t('expiredText'))}</p>`, language)
    case 'confirmed':
      return page(
        200,
        t('confirmedTitle'),
        `<p>${withAddress((v) => t('confirmedText', v), state.subscriber.email)} <a href="${localizedPath('/', language)}">${escapeHtml(t('backToSite'))}</a>.</p>`,
        language,
      )
    case 'pending': {
      const action = language === 'en' ? '/newsletter/confirm' : `/newsletter/confirm?language=${language}`
      return page(
        200,
        t('pendingTitle'),
        `<p>${withAddress((v) => t('pendingText', v), state.subscriber.email)}</p>
<form method="post" action="${action}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(t('confirmButton'))}</button></form>`,
        language,
      )
    }
  }
}

const unavailable = (language: Locale) => {
  const t = translator(language, 'Newsletter')
  return page(503, t('retryTitle'), `<p>${escapeHtml(t('retryText'))}</p>`, language)
}

export async function GET(request: Request): Promise<Response> {
  // The answer's language: the link's `language` (the page the sign-up came from), else English.
  const language = linkLanguage(request)
  const refused = await refuseUnsubscribe(request, language)
  if (refused) return refused
  const token = new URL(request.url).searchParams.get('token')
  try {
    return answer(await confirmationState(token), token ?? '', language)
  } catch (error) {
    logger.error({ err: error }, 'Newsletter confirmation link could not be checked')
    return unavailable(language)
  }
}

export async function POST(request: Request): Promise<Response> {
  const language = linkLanguage(request)
  const refused = await refuseUnsubscribe(request, language)
  if (refused) return refused
  let token = new URL(request.url).searchParams.get('token')
  if (!token && (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
    const form = await readCappedForm(request, TOKEN_FORM_LIMIT_BYTES)
    const value = form.ok ? form.data.get('token') : null
    token = typeof value === 'string' ? value : null
  }
  try {
    return answer(await confirmSubscription(token), token ?? '', language)
  } catch (error) {
    logger.error({ err: error }, 'Newsletter subscription could not be confirmed')
    return unavailable(language)
  }
}
