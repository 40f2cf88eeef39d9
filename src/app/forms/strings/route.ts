/**
 * `GET /forms/strings?language=hi`: the lead forms' strings in a language other than English
 * (labels, the consent sentence, the validation and intake messages, the dialogs after a post:
 * messages/<locale>.json `LeadForm`, `LeadErrors` and `Dialogs`), fetched by a Hindi page's form when it first goes live
 * (docs/product.md §21), so the page itself carries none of them. The same for everyone; they
 * change only with a release, so they are kept an hour.
 */
import { isLocale } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'
import { leadFormLanguage } from '@/features/leads/form-strings.server'
import { NO_STORE } from '@/lib/http/responses'

export function GET(request: Request): Response {
  const language = new URL(request.url).searchParams.get('language')
  if (!isLocale(language) || language === 'en') {
    return Response.json(
      { ok: false, error: 'language must be one of the site’s languages other than English: hi' },
      { status: 400, headers: NO_STORE },
    )
  }
  const strings = { ...leadFormLanguage(language).strings, dialogs: messagesOf(language, 'Dialogs') }
  return Response.json(strings, { headers: { 'cache-control': 'public, max-age=3600' } })
}
