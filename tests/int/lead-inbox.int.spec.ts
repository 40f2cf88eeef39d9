/**
 * The lead inbox in the CMS (docs/product.md §7, §9): who can read and work leads, assignment limited to the
 * sales team, the editors a sales user can see, and the CSV export endpoint with the list's filters.
 */
import { createLocalReq, type Endpoint, Forbidden, type Payload, type Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createEditor, createLead, unique } from '@/cms/seed/factories'
import type { Editor } from '@/cms/payload-types'

import { type FreshPayload, freshPayload } from './support/database'

let ctx: FreshPayload
let payload: Payload
let admin: Editor
let editor: Editor
let sales: Editor
let colleague: Editor

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
  admin = await createEditor(payload, ['admin'])
  editor = await createEditor(payload, ['editor'])
  sales = await createEditor(payload, ['sales'])
  colleague = await createEditor(payload, ['sales'], { name: 'Ravi Kumar' })
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('reading leads', () => {
  it('is for sales and admins only', async () => {
    await createLead(payload)
    await expect(payload.find({ collection: 'leads', overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
    await expect(payload.find({ collection: 'leads', overrideAccess: false, user: editor })).rejects.toBeInstanceOf(Forbidden)
    expect((await payload.find({ collection: 'leads', overrideAccess: false, user: sales })).totalDocs).toBeGreaterThan(0)
    expect((await payload.find({ collection: 'leads', overrideAccess: false, user: admin })).totalDocs).toBeGreaterThan(0)
  })

  it('filters by status, form, city and date as the list view does', async () => {
    const city = unique('Filtertown')
    const hit = await createLead(payload, { city, form: 'enquiry', status: 'qualified' })
    await createLead(payload, { city, form: 'contact', status: 'qualified' })
    const where: Where = {
      and: [
        { status: { equals: 'qualified' } },
        { form: { in: ['enquiry'] } },
        { city: { equals: city } },
        { createdAt: { greater_than_equal: new Date(Date.now() - 60_000).toISOString() } },
      ],
    }
    const { docs } = await payload.find({ collection: 'leads', where, overrideAccess: false, user: sales })
    expect(docs.map((d) => d.id)).toEqual([hit.id])
  })
})

describe('working leads', () => {
  it('lets sales change status, assignee and notes', async () => {
    const lead = await createLead(payload)
    const updated = await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { status: 'contacted', assignee: colleague.id, notes: 'Called; visiting Saturday.' },
      user: sales,
      overrideAccess: false,
      depth: 0,
    })
    expect(updated).toMatchObject({ status: 'contacted', assignee: colleague.id, notes: 'Called; visiting Saturday.' })
  })

  it('refuses editors without the sales role', async () => {
    const lead = await createLead(payload)
    await expect(
      payload.update({ collection: 'leads', id: lead.id, data: { status: 'contacted' }, user: editor, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('assigns only to sales staff and admins', async () => {
    const lead = await createLead(payload)
    await expect(
      payload.update({ collection: 'leads', id: lead.id, data: { assignee: editor.id }, user: sales, overrideAccess: false }),
    ).rejects.toThrow(/assignee/i)
    const toAdmin = await payload.update({ collection: 'leads', id: lead.id, data: { assignee: admin.id }, user: sales, overrideAccess: false, depth: 0 })
    expect(toAdmin.assignee).toBe(admin.id)
  })
})

describe('editor accounts', () => {
  it('sales see the sales team and admins (no secrets), not content editors', async () => {
    const { docs } = await payload.find({ collection: 'editors', user: sales, overrideAccess: false, pagination: false, depth: 0 })
    const ids = docs.map((d) => d.id)
    expect(ids).toEqual(expect.arrayContaining([sales.id, colleague.id, admin.id]))
    expect(ids).not.toContain(editor.id)
    const ravi = docs.find((d) => d.id === colleague.id)!
    expect(ravi).toMatchObject({ name: 'Ravi Kumar', email: colleague.email, roles: ['sales'] })
    for (const doc of docs) {
      expect(doc).not.toHaveProperty('hash')
      expect(doc).not.toHaveProperty('salt')
      expect(doc).not.toHaveProperty('resetPasswordToken')
      if (doc.id === sales.id) continue
      expect(doc).not.toHaveProperty('sessions')
      expect(['collection', 'createdAt', 'email', 'id', 'name', 'roles', 'updatedAt']).toEqual(expect.arrayContaining(Object.keys(doc)))
    }
  })

  it('content editors still see only themselves, and sales cannot change a colleague', async () => {
    const { docs } = await payload.find({ collection: 'editors', user: editor, overrideAccess: false, pagination: false })
    expect(docs.map((d) => d.id)).toEqual([editor.id])
    await expect(
      payload.update({ collection: 'editors', id: colleague.id, data: { name: 'Renamed' }, user: sales, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
  })
})

/** RFC 4180 records of a CSV text (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  const endField = () => {
    record.push(field)
    field = ''
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c !== '"') field += c
      else if (text[i + 1] === '"') {
        field += '"'
        i++
      } else quoted = false
    } else if (c === '"') quoted = true
    else if (c === ',') endField()
    else if (c === '\r' && text[i + 1] === '\n') {
      endField()
      records.push(record)
      record = []
      i++
    } else field += c
  }
  if (field || record.length) {
    endField()
    records.push(record)
  }
  return records
}

describe('CSV export', () => {
  const exportCsv = async (user: Editor | undefined, query: Record<string, unknown>) => {
    const endpoints = (payload.collections.leads.config.endpoints || []) as Endpoint[]
    const endpoint = endpoints.find((e) => e.path === '/export.csv' && e.method === 'get')
    expect(endpoint, 'GET /api/cms/leads/export.csv is registered on the leads collection').toBeDefined()
    const req = await createLocalReq(user ? { user: user as never } : {}, payload)
    req.query = query
    return endpoint!.handler(req)
  }
  /** The body as text; it starts with a UTF-8 byte order mark, which decoding drops. */
  const csvText = async (response: Response) => {
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    return new TextDecoder().decode(bytes)
  }

  it('exports the filtered leads with RFC 4180 quoting and defused formulas', async () => {
    const city = unique('Csvtown')
    const evil = await createLead(payload, { city, name: '=HYPERLINK("http://evil.example","click")', message: 'Hello, "friend"\nsecond line' })
    const plain = await createLead(payload, { city, name: 'Meera Iyer', email: 'meera@example.com', status: 'contacted', assignee: colleague.id })
    await createLead(payload, { city: unique('Elsewhere') })

    const response = await exportCsv(sales, { where: { city: { equals: city } }, sort: 'createdAt' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
    const text = await csvText(response)
    expect(text.startsWith('id,created_at,form,status,assignee,name,email,phone,message,')).toBe(true)
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)

    const [header, ...rows] = parseCsv(text)
    const column = (name: string) => header!.indexOf(name)
    expect(rows.map((r) => r[column('id')])).toEqual([String(evil.id), String(plain.id)])
    expect(rows[0]![column('name')]).toBe(`'=HYPERLINK("http://evil.example","click")`)
    expect(rows[0]![column('message')]).toBe('Hello, "friend"\nsecond line')
    expect(rows[0]![column('phone')]).toBe("'+919876543210")
    expect(rows[1]![column('assignee')]).toBe(colleague.email)
    expect(rows[1]![column('status')]).toBe('contacted')
    for (const row of rows) expect(row).toHaveLength(header!.length)
  })

  it('applies the list search and reads every page', async () => {
    const city = unique('Pagecity')
    for (let i = 0; i < 250; i += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, j) => createLead(payload, { city, name: `Bulk ${i + j}` })))
    }
    await createLead(payload, { city, name: 'Needle Person' })
    const all = parseCsv(await csvText(await exportCsv(sales, { where: { city: { equals: city } } })))
    expect(all).toHaveLength(1 + 251)
    expect(all[0]![0]).toBe('id')
    expect(new Set(all.slice(1).map((r) => r[0])).size).toBe(251)

    const found = parseCsv(await csvText(await exportCsv(admin, { where: { city: { equals: city } }, search: 'Needle' })))
    expect(found.slice(1).map((r) => r[found[0]!.indexOf('name')])).toEqual(['Needle Person'])
  })

  it('is refused to content editors and anonymous visitors', async () => {
    expect((await exportCsv(editor, {})).status).toBe(403)
    expect((await exportCsv(undefined, {})).status).toBe(401)
  })
})
