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
  const common = { collection, depth: 0, overrideAccess: true, context: SEED_CONTEXT, req } as const
  if (id !== undefined) {
    await payload.update({ ...common, id, data: data as never })
    return id
  }
  const created = (await payload.create({ ...common, data: data as never })) as unknown as Doc
  existing.set(key, created.id)
  return created.id
}
