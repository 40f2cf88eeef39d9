/**
 * One-click unsubscribe from saved-search alerts (docs/product.md §14, RFC 8058), without signing in: the
 * signed token in the link names the saved search. GET only shows a confirmation with a button
 * (mail scanners follow links; they must not unsubscribe anyone); POST — the button, or a mail
 * client's `List-Unsubscribe=One-Click` — stops the mail. A malformed or forged token is a 400.
 * No same-origin check: mail providers send the one-click POST from their own servers; a generous
 * per-IP limit instead (UNSUBSCRIBE_LIMIT).
 */
import { refuseUnsubscribe } from '@/features/saved-searches/http.server'
import { NO_STORE } from '@/lib/http/responses'
import { savedSearchForToken, unsubscribeWithToken } from '@/features/saved-searches/saved-searches.server'
import { escapeHtml, standalonePage } from '@/lib/html/standalone-page'
import { readCappedForm, TOKEN_FORM_LIMIT_BYTES } from '@/lib/http/body'

export const dynamic = 'force-dynamic'

function page(status: number, title: string, body: string): Response {
  return new Response(standalonePage({ title, body: `<h1>${escapeHtml(title)}</h1>${body}`, css: 'button{font:inherit;font-weight:600;color:#fff;background:#0e5a56;border:0;border-radius:.5rem;padding:.6rem 1.2rem;cursor:pointer}button:focus-visible{outline:3px solid #0e5a56;outline-offset:2px}' }), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex', ...NO_STORE },
  })
}

const INVALID = () =>
  page(400, 'This unsubscribe link is not valid', '<p>It may be incomplete or out of date. You can manage your alerts on <a href="/profile#saved-searches">your profile</a>.</p>')

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
  const refused = await refuseUnsubscribe(request)
  if (refused) return refused
  const token = new URL(request.url).searchParams.get('token')
  const search = await savedSearchForToken(token)
  if (!search || !token) return INVALID()
  const name = `<strong>${escapeHtml(search.name)}</strong>`
  if (search.unsubscribed_at) return page(200, 'You are unsubscribed', `<p>You get no more alerts for ${name}.</p>`)
  return page(
    200,
    'Stop these alerts?',
    `<p>You will get no more e-mail about new homes for your saved search ${name}. The search stays saved on your profile.</p>
<form method="post" action="/api/saved-searches/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Unsubscribe</button></form>`,
  )
}

export async function POST(request: Request): Promise<Response> {
  const refused = await refuseUnsubscribe(request)
  if (refused) return refused
  const search = await unsubscribeWithToken(await tokenOf(request))
  if (!search) return INVALID()
  return page(200, 'You are unsubscribed', `<p>You get no more alerts for <strong>${escapeHtml(search.name)}</strong>. Choose a frequency for it on <a href="/profile#saved-searches">your profile</a> to get them again.</p>`)
}
