import { z } from 'zod'

import { clientIp } from '@/lib/http/client-address'
import { checkOrigin } from '@/lib/http/origin'
import { toSiteUrl } from '@/features/leads/redirect'
import { emailSchema } from '@/features/leads/field-schemas'
import { NEWSLETTER_FIELDS, newsletterLimiter, withNewsletterSuccess } from '@/features/newsletter/newsletter'
import { subscribeToNewsletter } from '@/features/newsletter/newsletter.server'
import { isLocale, LOCALES, type Locale } from '@/features/i18n/locales'
import { messageInLanguage } from '@/features/leads/form-strings.server'
import { translator } from '@/features/i18n/messages.server'
import { env } from '@/lib/env'
import { escapeHtml, standalonePage } from '@/lib/html/standalone-page'
import { logger } from '@/lib/logger'
import { consumeLimit } from '@/lib/rate-limit'
import { NO_STORE } from '@/lib/http/responses'
import { readCappedForm } from '@/lib/http/body'

const MAX_BODY_BYTES = 8 * 1024

const bodySchema = z.object({
  [NEWSLETTER_FIELDS.email]: emailSchema,
  [NEWSLETTER_FIELDS.honeypot]: z.string().max(256).optional(),
  [NEWSLETTER_FIELDS.back]: z.string().max(2048).optional(),
  [NEWSLETTER_FIELDS.language]: z.enum(LOCALES).optional(),
})

function page(status: number, title: string, message: string, back: string, language: Locale): Response {
  const goBack = translator(language, 'Newsletter')('back')
  const body = `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">${escapeHtml(goBack)}</a></p>`
  return new Response(standalonePage({ title, body, lang: language }), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE },
  })
}

/**
 * `POST /newsletter` (the footer form, docs/product.md §4): records the address once as pending and mails
 * its confirmation link (double opt-in, docs/product.md §17), then answers with a 303 to the page it came
 * from plus `?newsletter=success`, which opens the 'Newsletter Subscription' dialog (docs/product.md §6)
 * asking the visitor to follow the link. JSON clients get 201 `{"ok": true}`. Refusals are 4xx naming
 * the field; the answer is the same whether or not the address was subscribed before.
 */
export async function POST(request: Request): Promise<Response> {
  const site = env().SITE_URL
  const json = (request.headers.get('accept') ?? '').includes('application/json')
  const referer = request.headers.get('referer')
  const fallbackBack = toSiteUrl(referer, site)
  let back = fallbackBack ? `${fallbackBack.pathname}${fallbackBack.search}` : '/'
  // The answer's language: the page's, once the form is read (a refusal before that is in English).
  let language: Locale = 'en'
  const t = () => translator(language, 'Newsletter')
  const fail = (status: number, error: string) =>
    json
      ? Response.json({ ok: false, error }, { status, headers: NO_STORE })
      : page(status, t()('notSaved'), error, back, language)

  if (checkOrigin(request.headers, request.url, site) === 'cross') return fail(403, t()('crossSite'))
  const limit = await consumeLimit(newsletterLimiter, clientIp(request.headers))
  if (!limit.ok) return fail(429, t()('tooMany'))

  const read = await readCappedForm(request, MAX_BODY_BYTES)
  if (!read.ok) return read.reason === 'too-large' ? fail(413, t()('tooLarge')) : fail(400, t()('unreadable'))
  const form = read.data
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))
  const parsed = bodySchema.safeParse(fields)
  const postedLanguage = fields[NEWSLETTER_FIELDS.language]
  if (isLocale(postedLanguage)) language = postedLanguage
  const posted = toSiteUrl(typeof fields[NEWSLETTER_FIELDS.back] === 'string' ? String(fields[NEWSLETTER_FIELDS.back]) : null, site)
  if (posted) back = `${posted.pathname}${posted.search}`
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return fail(422, `${String(issue.path[0])}: ${issue.path[0] === NEWSLETTER_FIELDS.email ? messageInLanguage(issue.message, language) : issue.message}`)
  }
  const { email } = parsed.data
  const target = withNewsletterSuccess(back)
  // A filled honeypot is a bot: answered like a person, stored nowhere.
  if (parsed.data[NEWSLETTER_FIELDS.honeypot]) {
    return json ? Response.json({ ok: true }, { status: 201 }) : new Response(null, { status: 303, headers: { location: target } })
  }
  try {
    await subscribeToNewsletter(email, back.split('?')[0], language)
  } catch (error) {
    logger.error({ err: error }, 'Newsletter sign-up could not be stored')
    return fail(503, t()('unavailable'))
  }
  if (json) return Response.json({ ok: true }, { status: 201, headers: NO_STORE })
  return new Response(null, { status: 303, headers: { location: target, ...NO_STORE } })
}
