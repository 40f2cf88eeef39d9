/**
 * The body of `PUT /api/favourites` (docs/product.md §8): `{"ids": [...]}`, checked with zod. Pure and
 * server-side only (the hearts send lists they built themselves, so the browser bundle stays free
 * of zod); every rule answers with a message that names the field.
 */
import * as z from 'zod'

import { FAV_MAX_IDS, normaliseFavIds } from './fav-cookie'

/** Far above what 200 ids take as JSON; a longer body is refused before it is parsed. */
export const FAV_BODY_MAX_CHARS = 16_384

const bodySchema = z.object(
  {
    ids: z
      .array(z.number({ error: 'must be a positive whole number (a property id)' }).int('must be a positive whole number (a property id)').positive('must be a positive whole number (a property id)'), {
        error: (issue) => (issue.input === undefined ? 'is required: a list of property ids' : 'must be a list of property ids'),
      })
      .max(FAV_MAX_IDS, `may hold at most ${FAV_MAX_IDS} property ids`),
  },
  { error: 'must be a JSON object such as {"ids": [12, 34]}' },
)

export type FavBodyResult = { ok: true; ids: number[] } | { ok: false; error: string }

/** The deduplicated ids of a PUT body, or the first problem as 'field: rule'. */
export function parseFavBody(text: string): FavBodyResult {
  if (text.length > FAV_BODY_MAX_CHARS) return { ok: false, error: `body: must be at most ${FAV_BODY_MAX_CHARS} characters of JSON` }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, error: 'body: must be JSON such as {"ids": [12, 34]}' }
  }
  const parsed = bodySchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const field = issue.path.length === 0 ? 'body' : issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('')
    return { ok: false, error: `${field}: ${issue.message}` }
  }
  return { ok: true, ids: normaliseFavIds(parsed.data.ids) }
}
