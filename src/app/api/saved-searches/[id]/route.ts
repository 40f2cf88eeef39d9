/**
 * `/api/saved-searches/<id>` (docs/product.md §14): PATCH `{"name"?, "frequency"?}` renames it or changes how
 * often it mails, DELETE removes it. /profile works without JavaScript, so a form POST with
 * `action=update|delete` does the same and answers 303 back to /profile. Another visitor's id is a
 * 404, as is an unknown one.
 */
import { loginPathFor } from '@/features/accounts/next-path'
import { type Locale, localizedPath } from '@/features/i18n/locales'
import {
  field,
  formLanguage,
  formMessage,
  formProblem,
  parseId,
  problem,
  readBody,
  refuseWrite,
  seeOther,
  sessionOf,
} from '@/features/saved-searches/http.server'
import { parseUpdateInput } from '@/features/saved-searches/input'
import { deleteSavedSearch, updateSavedSearch } from '@/features/saved-searches/saved-searches.server'
import { NO_STORE } from '@/lib/http/responses'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

const NOT_FOUND = 'id: no saved search of yours has this id'

/** The form's page back, in the language the form names (docs/product.md §21): `/hi/profile…` from a Hindi page. */
const back = (path: string, locale: Locale) => seeOther(localizedPath(path, locale))
const signInFirst = (locale: Locale) => back(loginPathFor(localizedPath('/profile', locale)), locale)

async function update(request: Request, rawId: string, data: unknown, form: boolean, locale: Locale = 'en'): Promise<Response> {
  const user = await sessionOf(request)
  if (!user) return form ? signInFirst(locale) : problem(401, 'Sign in to change saved searches')
  const id = parseId(rawId)
  if (data === undefined) return form ? formProblem(400, formMessage(locale, 'formUnreadable'), locale) : problem(400, 'body: must be JSON')
  const input = parseUpdateInput(data)
  if (!input.ok) return form ? formProblem(422, input.error, locale) : Response.json({ error: input.error, field: input.field }, { status: 422, headers: NO_STORE })
  const item = id === null ? null : await updateSavedSearch(user.id, id, input.value)
  if (!item) return form ? formProblem(404, formMessage(locale, 'formNotFound'), locale) : problem(404, NOT_FOUND)
  return form ? back('/profile?updated=1#saved-searches', locale) : Response.json(item, { headers: NO_STORE })
}

async function remove(request: Request, rawId: string, form: boolean, locale: Locale = 'en'): Promise<Response> {
  const user = await sessionOf(request)
  if (!user) return form ? signInFirst(locale) : problem(401, 'Sign in to change saved searches')
  const id = parseId(rawId)
  const deleted = id !== null && (await deleteSavedSearch(user.id, id))
  if (!deleted) return form ? formProblem(404, formMessage(locale, 'formNotFound'), locale) : problem(404, NOT_FOUND)
  return form ? back('/profile?deleted=1#saved-searches', locale) : new Response(null, { status: 204, headers: NO_STORE })
}

export async function PATCH(request: Request, { params }: Context): Promise<Response> {
  const body = await readBody(request)
  if ('tooLarge' in body) return problem(413, 'body: too large')
  const refused = await refuseWrite(request, false)
  if (refused) return refused
  return update(request, (await params).id, body.data, false)
}

export async function DELETE(request: Request, { params }: Context): Promise<Response> {
  const refused = await refuseWrite(request, false)
  if (refused) return refused
  return remove(request, (await params).id, false)
}

/** The no-JavaScript spelling of PATCH and DELETE: a form with `action=update` or `action=delete`. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const body = await readBody(request)
  if ('tooLarge' in body) return problem(413, 'body: too large')
  const locale = formLanguage(body.form, body.data)
  const refused = await refuseWrite(request, body.form, locale)
  if (refused) return refused
  const id = (await params).id
  const action = field(body.data, 'action')
  if (action === 'delete') return remove(request, id, body.form, locale)
  if (action === 'update') {
    const data = body.data as Record<string, string>
    // A form sends every field; an empty name means "keep it".
    const changes: Record<string, string> = {}
    if (data.name?.trim()) changes.name = data.name
    if (data.frequency) changes.frequency = data.frequency
    return update(request, id, changes, body.form, locale)
  }
  return body.form ? formProblem(422, 'action: must be update or delete', locale) : Response.json({ error: 'action: must be update or delete', field: 'action' }, { status: 422, headers: NO_STORE })
}
