import { describe, expect, it } from 'vitest'

import { CV_MAX_BYTES, MESSAGES } from './fields'
import { checkCvFile, CV_ACCEPT, detectCvKind, isMissingFile } from './file-check'

const ascii = (text: string) => new TextEncoder().encode(text)

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

function le(bytes: number, value: number): Uint8Array {
  const out = new Uint8Array(bytes)
  for (let i = 0; i < bytes; i += 1) out[i] = (value >>> (8 * i)) & 0xff
  return out
}

/**
 * A tiny stored (uncompressed) ZIP. With `hideLocalNames` the local headers carry empty names,
 * so only the central directory tells what is inside.
 */
function zip(entries: Record<string, string>, { hideLocalNames = false } = {}): Uint8Array {
  const locals: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  let offset = 0
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = ascii(name)
    const data = ascii(content)
    const localName = hideLocalNames ? new Uint8Array(0) : nameBytes
    const local = concat(
      new Uint8Array([0x50, 0x4b, 0x03, 0x04]),
      le(2, 20), le(2, 0), le(2, 0), le(2, 0), le(2, 0), // version, flags, method, time, date
      le(4, 0), le(4, data.length), le(4, data.length), // crc (unchecked), sizes
      le(2, localName.length), le(2, 0),
      localName,
      data,
    )
    centrals.push(
      concat(
        new Uint8Array([0x50, 0x4b, 0x01, 0x02]),
        le(2, 20), le(2, 20), le(2, 0), le(2, 0), le(2, 0), le(2, 0),
        le(4, 0), le(4, data.length), le(4, data.length),
        le(2, nameBytes.length), le(2, 0), le(2, 0), le(2, 0), le(2, 0), le(4, 0), le(4, offset),
        nameBytes,
      ),
    )
    locals.push(local)
    offset += local.length
  }
  const directory = concat(...centrals)
  const end = concat(
    new Uint8Array([0x50, 0x4b, 0x05, 0x06]),
    le(2, 0), le(2, 0), le(2, centrals.length), le(2, centrals.length),
    le(4, directory.length), le(4, offset), le(2, 0),
  )
  return concat(...locals, directory, end)
}

const docx = () =>
  zip({
    '[Content_Types].xml': '<Types/>',
    '_rels/.rels': '<Relationships/>',
    'word/document.xml': '<w:document/>',
  })
const pdf = ascii('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n')
const doc = concat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), new Uint8Array(504))
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])

describe('detectCvKind', () => {
  it('knows PDF, DOC and DOCX by their bytes', () => {
    expect(detectCvKind(pdf)).toBe('pdf')
    expect(detectCvKind(doc)).toBe('doc')
    expect(detectCvKind(docx())).toBe('docx')
  })

  it('finds word/ entries through the central directory alone', () => {
    expect(detectCvKind(zip({ 'word/document.xml': 'x' }, { hideLocalNames: true }))).toBe('docx')
  })

  it('refuses other files, whatever their name', () => {
    expect(detectCvKind(png)).toBeUndefined()
    expect(detectCvKind(zip({ 'xl/workbook.xml': '<workbook/>' }))).toBeUndefined() // XLSX
    expect(detectCvKind(zip({ 'notes.txt': 'word/ is only text here' }))).toBeUndefined()
    expect(detectCvKind(ascii('PK\u0003\u0004'))).toBeUndefined() // truncated ZIP
    expect(detectCvKind(ascii(' %PDF-1.4'))).toBeUndefined()
    expect(detectCvKind(ascii('%PDF'))).toBeUndefined()
    expect(detectCvKind(doc.slice(0, 7))).toBeUndefined()
    expect(detectCvKind(new Uint8Array(0))).toBeUndefined()
  })
})

describe('checkCvFile', () => {
  it('accepts a PDF, DOC or DOCX and tells its type', () => {
    expect(checkCvFile({ name: 'cv.pdf', size: pdf.length, bytes: pdf })).toEqual({
      ok: true,
      kind: 'pdf',
      extension: '.pdf',
      mimeType: 'application/pdf',
    })
    expect(checkCvFile({ name: 'cv.doc', size: doc.length, bytes: doc })).toMatchObject({ ok: true, kind: 'doc' })
    const bytes = docx()
    expect(checkCvFile({ name: 'cv.docx', size: bytes.length, bytes })).toMatchObject({
      ok: true,
      kind: 'docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    })
  })

  it('refuses a PNG renamed cv.pdf, whatever type the browser declared', () => {
    expect(checkCvFile({ name: 'cv.pdf', type: 'application/pdf', size: png.length, bytes: png })).toEqual({
      ok: false,
      message: 'CV must be a PDF, DOC or DOCX file',
    })
  })

  it('judges by content, not by name', () => {
    expect(checkCvFile({ name: 'photo.png', size: pdf.length, bytes: pdf })).toMatchObject({ ok: true, kind: 'pdf' })
  })

  it('allows at most 5 MB', () => {
    const atLimit = new Uint8Array(CV_MAX_BYTES)
    atLimit.set(pdf)
    expect(CV_MAX_BYTES).toBe(5 * 1024 * 1024)
    expect(checkCvFile({ name: 'cv.pdf', size: atLimit.length, bytes: atLimit })).toMatchObject({ ok: true })
    const over = new Uint8Array(CV_MAX_BYTES + 1)
    over.set(pdf)
    expect(checkCvFile({ name: 'cv.pdf', size: over.length, bytes: over })).toEqual({
      ok: false,
      message: 'CV must be at most 5 MB',
    })
  })

  it('asks for a file when none was chosen', () => {
    expect(checkCvFile(undefined)).toEqual({ ok: false, message: MESSAGES.cvRequired })
    expect(checkCvFile({ name: '', size: 0 })).toEqual({ ok: false, message: 'Please attach your CV' })
    expect(isMissingFile({ name: 'cv.pdf', size: 0 })).toBe(false)
  })

  it('refuses an empty file that has a name', () => {
    expect(checkCvFile({ name: 'cv.pdf', size: 0, bytes: new Uint8Array(0) })).toEqual({
      ok: false,
      message: MESSAGES.cvType,
    })
  })

  it('checks presence and size only when the bytes are not read yet', () => {
    expect(checkCvFile({ name: 'cv.pdf', size: 1000 })).toEqual({ ok: true, kind: undefined })
    expect(checkCvFile({ name: 'cv.pdf', size: CV_MAX_BYTES + 1 })).toEqual({ ok: false, message: MESSAGES.cvSize })
  })

  it('offers the three types to the file picker', () => {
    expect(CV_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.doc', '.docx', 'application/pdf', 'application/msword']),
    )
  })
})
