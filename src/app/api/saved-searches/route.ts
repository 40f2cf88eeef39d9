/**
 * `/api/saved-searches` (docs/product.md §14): GET lists the signed-in visitor's saved searches, POST saves
 * one (`{"query", "name"?, "frequency", "language"?}` as JSON → 201 `{"id"}`; or the 'Save this search'
 * form → 303 to /profile, or to the login page and back to the search without a session). `language`
 * (`en` by default; the Hindi pages' form sends `hi`) is the language its alert mails are written in.
 * 401 without a session, 422 naming the field, 403 cross-site, 429 too many writes.
 */
import { loginPathFor, safeNextPath } from '@/features/accounts/next-path'
import { localizedPath } from '@/features/i18n/locales'
import {
  field,
  formLanguage,
  formMessage,
  formProblem,
  problem,
  readBody,
  refuseWrite,
  seeOther,
  sessionOf,
} from '@/features/saved-searches/http.server'
import { canonicalSavedQuery, MAX_SAVED_SEARCHES, parseCreateInput } from '@/features/saved-searches/input'
import { createSavedSearch, listSavedSearches, searchNameLanguage } from '@/features/saved-searches/saved-searches.server'
import { NO_STORE } from '@/lib/http/responses'
import { logger } from '@/lib/logger'

export const dynamic = 'force-dynamic'

const SIGN_IN = 'Sign in to save searches'
const LIMIT = `saved searches: you can keep at most ${MAX_SAVED_SEARCHES}; delete one first`

export async function GET(request: Request): Promise<Response> {
  const user = await sessionOf(request)
  if (!user) return problem(401, SIGN_IN)
  return Response.json({ items: await listSavedSearches(user.id) }, { headers: NO_STORE })
}

export async function POST(request: Request): Promise<Response> {
  const body = await readBody(request)
  if ('tooLarge' in body) return problem(413, 'body: too large')
  const { form, data } = body
  // The form of a Hindi page names its language: the pages it leads to are in it (docs/product.md §21).
  const locale = formLanguage(form, data)
  const refused = await refuseWrite(request, form, locale)
  if (refused) return refused

  const user = await sessionOf(request)
  if (!user) {
    if (!form) return problem(401, SIGN_IN)
    // Signed out: sign in first, then back to the same search to save it.
    const query = canonicalSavedQuery(field(data, 'query') ?? '')
    const search = localizedPath(query.ok && query.value.query ? `/search?${query.value.query}` : '/search', locale)
    return seeOther(localizedPath(loginPathFor(safeNextPath(search)), locale))
  }

  if (data === undefined) return form ? formProblem(400, formMessage(locale, 'formUnreadable'), locale) : problem(400, 'body: must be JSON')
  // The language is validated with the rest, for JSON and forms alike: an unknown one is a 422 naming
  // it. A search saved in Hindi without a name of its own is named in Hindi.
  const named = field(data, 'name') !== undefined
  const input = parseCreateInput(data, named ? undefined : await searchNameLanguage(field(data, 'language')))
  if (!input.ok) return form ? formProblem(422, input.error, locale) : Response.json({ error: input.error, field: input.field }, { status: 422, headers: NO_STORE })
  try {
    const created = await createSavedSearch({ id: user.id, email: user.email }, input.value)
    if (!created.ok) return form ? formProblem(422, formMessage(locale, 'formLimit'), locale) : Response.json({ error: LIMIT, field: 'saved searches' }, { status: 422, headers: NO_STORE })
    if (form) return seeOther(localizedPath('/profile?saved=1#saved-searches', locale))
    return Response.json({ id: created.id }, { status: 201, headers: NO_STORE })
  } catch (error) {
    logger.error({ err: error }, 'Saved search could not be stored')
    return problem(503, 'The search could not be saved; please try again.', { 'retry-after': '5' })
  }
}
