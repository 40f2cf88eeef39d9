import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { SEED_CONTEXT } from './factories'

type Doc = { id: number | string } & Record<string, unknown>
export type SeedSession = { payload: Payload; req?: Partial<PayloadRequest> }

/** Ids of the existing documents of a collection, by natural key. */
export async function idsByKey(
  { payload, req }: SeedSession,
  collection: CollectionSlug,
  fields: string[],
  keyOf: (doc: Doc) => string,
): Promise<Map<string, number | string>> {
  const result = await payload.find({
    collection,
    pagination: false,
    depth: 0,
    select: Object.fromEntries(fields.map((f) => [f, true])) as never,
    locale: 'en',
    overrideAccess: true,
    req,
  })
  return new Map((result.docs as unknown as Doc[]).map((doc) => [keyOf(doc), doc.id]))
}

/**
 * Creates the document, or updates the one with the same natural key, so running the seed again
 * leaves the same set of documents.
 */
export async function upsert(
  session: SeedSession,
  collection: CollectionSlug,
  existing: Map<string, number | string>,
  key: string,
  data: Record<string, unknown>,
): Promise<number | string> {
  const { payload, req } = session
  const id = existing.get(key)
  // The demo content is written in English, the default locale, named on every call: Payload keeps
  // the locale of a call on the shared `req`, so a Hindi write before would make this one Hindi.
  const common = { collection, locale: 'en', depth: 0, overrideAccess: true, context: SEED_CONTEXT, req } as const
  if (id !== undefined) {
    await payload.update({ ...common, id, data: data as never })
    return id
  }
  const created = (await payload.create({ ...common, data: data as never })) as unknown as Doc
  existing.set(key, created.id)
  return created.id
}

/** Writes `data` as the `locale` version of a document's localized fields (docs/product.md §21). */
export async function localize(
  { payload, req }: SeedSession,
  collection: CollectionSlug,
  id: number | string,
  locale: 'hi',
  data: Record<string, unknown>,
): Promise<void> {
  const before = req?.locale
  try {
    await payload.update({ collection, id, locale, data: data as never, depth: 0, overrideAccess: true, context: SEED_CONTEXT, req })
  } finally {
    // Payload leaves the call's locale on the shared `req`; the seed's other writes stay English.
    if (req) req.locale = before
  }
}
