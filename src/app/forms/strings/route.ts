/**
 * `GET /forms/strings?language=hi`: the lead forms' strings in a language other than English
 * (labels, the consent sentence, the validation and intake messages, the dialogs after a post:
 * messages/<locale>.json `LeadForm`, `LeadErrors` and `Dialogs`), fetched by a Hindi page's form when it first goes live
 * (docs/product.md §21), so the page itself carries none of them. `&part=cards`: the words of the
 * heart, the compare pill and the compare tray instead (`CardIslands`, fetched when they mount:
 * src/features/properties/components/card-island-strings.ts). The same for everyone; they
 * change only with a release, so they are kept an hour.
 */
import { z } from 'zod'

import { LOCALES } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'
import { leadFormLanguage } from '@/features/leads/form-strings.server'
import { NO_STORE } from '@/lib/http/responses'

const OTHER_LANGUAGES = LOCALES.filter((l) => l !== 'en')

const query = z.object({
  language: z.enum(OTHER_LANGUAGES as [Exclude<(typeof LOCALES)[number], 'en'>], {
    message: `language must be one of the site’s languages other than English: ${OTHER_LANGUAGES.join(', ')}`,
  }),
  part: z.enum(['forms', 'cards'], { message: 'part must be forms or cards' }).default('forms'),
})

export function GET(request: Request): Response {
  const params = new URL(request.url).searchParams
  const parsed = query.safeParse({ language: params.get('language') ?? undefined, part: params.get('part') ?? undefined })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return Response.json({ ok: false, field: String(issue.path[0]), error: issue.message }, { status: 400, headers: NO_STORE })
  }
  const { language, part } = parsed.data
  const strings = part === 'cards' ? messagesOf(language, 'CardIslands') : { ...leadFormLanguage(language).strings, dialogs: messagesOf(language, 'Dialogs') }
  return Response.json(strings, { headers: { 'cache-control': 'public, max-age=3600' } })
}
