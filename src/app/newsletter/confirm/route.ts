/**
 * The link in a newsletter confirmation mail (docs/product.md §17, double opt-in). GET only shows the
 * page with a button (mail scanners follow links; they must not subscribe anyone); POST — the
 * button — confirms. A forged or malformed link is a 400, one older than 7 days a 410; both say what
 * to do in plain words. Per-IP limit as for unsubscribe links.
 */
import { confirmationState, confirmSubscription, type ConfirmationState } from '@/features/newsletter/newsletter.server'
import { refuseUnsubscribe } from '@/features/saved-searches/http.server'
import { escapeHtml, standalonePage } from '@/lib/html/standalone-page'
import { readCappedForm, TOKEN_FORM_LIMIT_BYTES } from '@/lib/http/body'
import { NO_STORE } from '@/lib/http/responses'
import { logger } from '@/lib/logger'

export const dynamic = 'force-dynamic'

const CSS =
  'button{font:inherit;font-weight:600;color:#fff;background:#0e5a56;border:0;border-radius:.5rem;padding:.6rem 1.2rem;cursor:pointer}button:focus-visible{outline:3px solid #0e5a56;outline-offset:2px}'

function page(status: number, title: string, body: string): Response {
  return new Response(standalonePage({ title, body: `<h1>${escapeHtml(title)}</h1>${body}`, css: CSS }), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex', ...NO_STORE },
  })
}

function answer(state: ConfirmationState, token: string): Response {
  switch (state.status) {
    case 'invalid':
      return page(400, 'This confirmation link is not valid', '<p>It may be incomplete. Open the link from the mail again, or sign up again at the bottom of any page of the site and we will send you a new one.</p>')
    case 'expired':
      return page(410, 'This confirmation link has expired', '<p>Confirmation links work for 7 days. Your sign-up was not confirmed, so we send you nothing. To get the newsletter, sign up again at the bottom of any page of the site and follow the link in the new mail.</p>')
    case 'confirmed':
      return page(200, 'Your subscription is confirmed', `<p>Our newsletter will come to <strong>${escapeHtml(state.subscriber.email)}</strong>. <a href="/">Back to the site</a>.</p>`)
    case 'pending':
      return page(
        200,
        'Confirm your subscription',
        `<p>Press the button to get our newsletter at <strong>${escapeHtml(state.subscriber.email)}</strong>. Until you do, we send nothing to this address, and an unconfirmed sign-up is deleted after 7 days.</p>
<form method="post" action="/newsletter/confirm"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Confirm my subscription</button></form>`,
      )
  }
}

const unavailable = () => page(503, 'Please try again', '<p>Your subscription could not be checked just now. Please open the link again in a moment.</p>')

export async function GET(request: Request): Promise<Response> {
  const refused = await refuseUnsubscribe(request)
  if (refused) return refused
  const token = new URL(request.url).searchParams.get('token')
  try {
    return answer(await confirmationState(token), token ?? '')
  } catch (error) {
    logger.error({ err: error }, 'Newsletter confirmation link could not be checked')
    return unavailable()
  }
}

export async function POST(request: Request): Promise<Response> {
  const refused = await refuseUnsubscribe(request)
  if (refused) return refused
  let token = new URL(request.url).searchParams.get('token')
  if (!token && (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
    const form = await readCappedForm(request, TOKEN_FORM_LIMIT_BYTES)
    const value = form.ok ? form.data.get('token') : null
    token = typeof value === 'string' ? value : null
  }
  try {
    return answer(await confirmSubscription(token), token ?? '')
  } catch (error) {
    logger.error({ err: error }, 'Newsletter subscription could not be confirmed')
    return unavailable()
  }
}
