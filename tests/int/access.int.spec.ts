import type { CollectionSlug, Payload } from 'payload'
import { Forbidden } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hashUploadKey } from '@/cms/collections/ImageUploadKeys/hashUploadKey'
import { createCity, createEditor, createLead, createProperty, propertyData, unique } from '@/cms/seed/factories'
import type { Editor } from '@/cms/payload-types'

import { type FreshPayload, freshPayload } from './support/database'

let ctx: FreshPayload
let payload: Payload
let admin: Editor
let editor: Editor
let sales: Editor
let cityId: number

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  admin = await createEditor(payload, ['admin'])
  editor = await createEditor(payload, ['editor'])
  sales = await createEditor(payload, ['sales'])
  cityId = (await createCity(payload)).id
})
afterAll(async () => {
  await ctx?.cleanup()
})

async function pngFile() {
  const data = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#336699' } }).png().toBuffer()
  return { data, mimetype: 'image/png', name: `${unique('test')}.png`, size: data.length }
}

type ContentCase = { create: () => Record<string, unknown>; update: Record<string, unknown>; file?: boolean }

/** Minimal valid documents for every content collection. */
const content: Record<string, ContentCase> = {
  properties: { create: () => propertyData(cityId, { full_name: unique('Access Towers') }), update: { featured: true } },
  cities: { create: () => ({ city_name: unique('Town') }), update: { loan_interest_minimum: 8.5 } },
  builders: { create: () => ({ builder_name: unique('Builder') }), update: { total_projects: 12 } },
  'property-types': { create: () => ({ property_type: unique('Type') }), update: { icon: 'villa' } },
  amenities: { create: () => ({ amenity: unique('Amenity') }), update: { icon: 'pool' } },
  'property-collections': { create: () => ({ name: unique('Collection'), order: 9 }), update: { order: 10 } },
  blogs: { create: () => ({ title: unique('Post') }), update: { minutes: 4 } },
  'team-members': { create: () => ({ name: unique('Member') }), update: { role: 'Advisor' } },
  careers: { create: () => ({ title: unique('Job') }), update: { open: false } },
  pricing: { create: () => ({ plan: unique('Plan'), price: 999 }), update: { price: 1999 } },
  faqs: { create: () => ({ question: unique('Why?'), answer: 'Because.', type: 'general' }), update: { answer: 'So.' } },
  accreditations: { create: () => ({ name: unique('Award'), type: 'award', year: 2024 }), update: { year: 2025 } },
  'generic-pages': { create: () => ({ title: unique('Page') }), update: { title: 'Renamed' } },
  'site-data': { create: () => ({ item: unique('item'), content: 'x' }), update: { content: 'y' } },
  'site-variables': { create: () => ({ key: unique('key'), value: 'x' }), update: { value: 'y' } },
  media: { create: () => ({ alt: 'A test image' }), update: { alt: 'Renamed' }, file: true },
}
const contentSlugs = Object.keys(content) as CollectionSlug[]

async function createAs(user: Editor | undefined, collection: CollectionSlug) {
  const c = content[collection]!
  return payload.create({
    collection,
    data: c.create() as never,
    ...(c.file ? { file: await pngFile() } : {}),
    user,
    overrideAccess: false,
  })
}

describe('anonymous visitors', () => {
  it('read published properties but not unpublished ones', async () => {
    const published = await createProperty(payload, { city: cityId, full_name: unique('Visible') })
    const draft = await createProperty(payload, { city: cityId, full_name: unique('Draft'), published: false })
    const { docs } = await payload.find({ collection: 'properties', overrideAccess: false, pagination: false, depth: 0 })
    const ids = docs.map((d) => d.id)
    expect(ids).toContain(published.id)
    expect(ids).not.toContain(draft.id)
  })

  it.each(contentSlugs)('can read %s', async (collection) => {
    await expect(payload.find({ collection, overrideAccess: false, limit: 1 })).resolves.toBeDefined()
  })

  it.each(['leads', 'buyers', 'resumes', 'lead-deliveries', 'site-visits', 'site-visit-slots', 'image-upload-keys', 'editors', 'newsletter-subscribers'] as const)(
    'cannot read %s',
    async (collection) => {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
    },
  )

  it.each(contentSlugs)('cannot create, update or delete %s', async (collection) => {
    await expect(createAs(undefined, collection)).rejects.toBeInstanceOf(Forbidden)
    const doc = await createAs(admin, collection)
    await expect(
      payload.update({ collection, id: doc.id, data: content[collection]!.update as never, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(payload.delete({ collection, id: doc.id, overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
  })

  it('cannot create leads through the API (only server code can)', async () => {
    await expect(
      payload.create({ collection: 'leads', data: { form: 'contact', name: 'x', status: 'new' }, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('do not see hidden team members or closed careers', async () => {
    const shown = await payload.create({ collection: 'team-members', data: { name: unique('Shown') } })
    const hidden = await payload.create({ collection: 'team-members', data: { name: unique('Hidden'), hide: true } })
    const publicIds = (await payload.find({ collection: 'team-members', overrideAccess: false, pagination: false })).docs.map((d) => d.id)
    expect(publicIds).toContain(shown.id)
    expect(publicIds).not.toContain(hidden.id)
    const staffIds = (await payload.find({ collection: 'team-members', overrideAccess: false, user: editor, pagination: false })).docs.map((d) => d.id)
    expect(staffIds).toContain(hidden.id)

    const closed = await payload.create({ collection: 'careers', data: { title: unique('Closed job'), open: false } })
    const careers = (await payload.find({ collection: 'careers', overrideAccess: false, pagination: false })).docs.map((d) => d.id)
    expect(careers).not.toContain(closed.id)
  })
})

describe('editors (role editor)', () => {
  it.each(contentSlugs)('can create, read, update and delete %s', async (collection) => {
    const doc = await createAs(editor, collection)
    const read = await payload.findByID({ collection, id: doc.id, user: editor, overrideAccess: false })
    expect(read.id).toBe(doc.id)
    const updated = await payload.update({
      collection,
      id: doc.id,
      data: content[collection]!.update as never,
      user: editor,
      overrideAccess: false,
    })
    for (const [field, value] of Object.entries(content[collection]!.update)) {
      expect((updated as unknown as Record<string, unknown>)[field]).toEqual(value)
    }
    await payload.delete({ collection, id: doc.id, user: editor, overrideAccess: false })
    await expect(payload.count({ collection, where: { id: { equals: doc.id } } })).resolves.toEqual({ totalDocs: 0 })
  })

  it('cannot read leads or manage upload keys', async () => {
    await expect(payload.find({ collection: 'leads', user: editor, overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.create({ collection: 'image-upload-keys', data: { name: 'mine' }, user: editor, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('see only their own account and cannot change their roles', async () => {
    const { docs } = await payload.find({ collection: 'editors', user: editor, overrideAccess: false })
    expect(docs.map((d) => d.id)).toEqual([editor.id])
    const updated = await payload.update({
      collection: 'editors',
      id: editor.id,
      data: { name: 'Renamed', roles: ['admin'] },
      user: editor,
      overrideAccess: false,
    })
    expect(updated.name).toBe('Renamed')
    expect(updated.roles).toEqual(['editor'])
  })
})

describe('sales staff', () => {
  it('can read and update leads', async () => {
    const lead = await createLead(payload)
    const { docs } = await payload.find({ collection: 'leads', user: sales, overrideAccess: false })
    expect(docs.map((d) => d.id)).toContain(lead.id)
    const updated = await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { status: 'contacted', assignee: sales.id, notes: 'Called back' },
      user: sales,
      overrideAccess: false,
    })
    expect(updated.status).toBe('contacted')
  })

  it('can read lead deliveries and CVs', async () => {
    await expect(payload.find({ collection: 'lead-deliveries', user: sales, overrideAccess: false })).resolves.toBeDefined()
    await expect(payload.find({ collection: 'resumes', user: sales, overrideAccess: false })).resolves.toBeDefined()
    await expect(payload.find({ collection: 'site-visits', user: sales, overrideAccess: false })).resolves.toBeDefined()
  })

  it('cannot create, update or delete content', async () => {
    const property = await createProperty(payload, { city: cityId })
    await expect(
      payload.update({ collection: 'properties', id: property.id, data: { featured: true }, user: sales, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(createAs(sales, 'blogs')).rejects.toBeInstanceOf(Forbidden)
    await expect(payload.delete({ collection: 'properties', id: property.id, user: sales, overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
  })

  it('cannot read buyers', async () => {
    await expect(payload.find({ collection: 'buyers', user: sales, overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
  })
})

describe('admins', () => {
  it('read buyers and every staff account', async () => {
    await payload.create({ collection: 'buyers', data: { user_id: unique('user'), email: 'b@example.com' } })
    await expect(payload.find({ collection: 'buyers', user: admin, overrideAccess: false })).resolves.toMatchObject({ totalDocs: 1 })
    const { totalDocs } = await payload.find({ collection: 'editors', user: admin, overrideAccess: false })
    expect(totalDocs).toBeGreaterThanOrEqual(3)
  })

  it('create upload keys stored only as a hash and shown once', async () => {
    const created = await payload.create({
      collection: 'image-upload-keys',
      data: { name: 'Photographer' },
      user: admin,
      overrideAccess: false,
    })
    const key = (created as unknown as { key: string }).key
    expect(key).toMatch(/^uk_[\w-]{32}$/)
    const stored = await payload.findByID({ collection: 'image-upload-keys', id: created.id, user: admin, overrideAccess: false })
    expect(stored.key_hash).toBe(hashUploadKey(key))
    expect(stored.key_prefix).toBe(key.slice(0, 8))
    expect((stored as unknown as { key?: string }).key ?? null).toBeNull()

    const typed = await payload.create({
      collection: 'image-upload-keys',
      data: { name: 'Typed', key: 'a-typed-key-of-enough-length-123' } as never,
      user: admin,
      overrideAccess: false,
    })
    expect(typed.key_hash).toBe(hashUploadKey('a-typed-key-of-enough-length-123'))
  })
})
