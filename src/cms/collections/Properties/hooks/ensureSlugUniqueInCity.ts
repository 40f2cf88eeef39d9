import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

function idOf(value: unknown): number | string | undefined {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return undefined
}

/**
 * Property slugs are unique per city (docs/product.md §3): `/property/{city}/{slug}` must name one project.
 * The compound unique index on [slug, city] is the guarantee; this hook turns a clash into a
 * field error an editor can act on.
 */
export const ensureSlugUniqueInCity: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
  collection,
}) => {
  const slug = data.slug ?? originalDoc?.slug
  const city = idOf(data.city ?? originalDoc?.city)
  if (!slug || city === undefined) return data
  const clash = await req.payload.find({
    collection: 'properties',
    where: {
      and: [
        { slug: { equals: slug } },
        { city: { equals: city } },
        ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (clash.docs.length > 0) {
    throw new ValidationError({
      collection: collection.slug,
      req,
      errors: [{ path: 'slug', message: `Another property in this city already uses the slug "${slug}"` }],
    })
  }
  return data
}
