/**
 * CV uploads (docs/product.md §7): PDF, DOC or DOCX by content, never by name or declared type, at most 5 MB.
 * The signatures are few and fixed, so they are read here from the bytes rather than with a library:
 * PDF `%PDF-`, DOC the OLE2 compound-file header, DOCX a ZIP holding `word/` entries.
 * Pure: safe to import from browser and server code.
 */
import { CV_MAX_BYTES, MESSAGES } from './fields'

/** A file as the lead forms see it; `bytes` is needed for the content check. */
export type LeadFile = {
  name: string
  size: number
  /** The type the browser declared; informative only, never trusted. */
  type?: string
  bytes?: Uint8Array
}

export type CvKind = 'pdf' | 'doc' | 'docx'

export const CV_TYPES: Record<CvKind, { extension: string; mimeType: string }> = {
  pdf: { extension: '.pdf', mimeType: 'application/pdf' },
  doc: { extension: '.doc', mimeType: 'application/msword' },
  docx: {
    extension: '.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
}

/** For the file input's `accept` attribute (a hint to the picker; the content check decides). */
export const CV_ACCEPT = Object.values(CV_TYPES)
  .flatMap((t) => [t.extension, t.mimeType])
  .join(',')

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04] // PK\3\4
const WORD_DIR = [0x77, 0x6f, 0x72, 0x64, 0x2f] // word/

function startsWith(bytes: Uint8Array, offset: number, signature: readonly number[]): boolean {
  if (offset < 0 || offset + signature.length > bytes.length) return false
  return signature.every((byte, i) => bytes[offset + i] === byte)
}

function uint16At(bytes: Uint8Array, offset: number): number {
  return bytes[offset]! | (bytes[offset + 1]! << 8)
}

/**
 * Whether a ZIP holds an entry under `word/`: every local file header (`PK\3\4`, name at +30) and
 * central directory entry (`PK\1\2`, name at +46) is looked at, so entries written with a data
 * descriptor (sizes unknown in the local header) are still found.
 */
function zipHasWordEntry(bytes: Uint8Array): boolean {
  for (let i = 0; i + 30 <= bytes.length; i += 1) {
    if (bytes[i] !== 0x50 || bytes[i + 1] !== 0x4b) continue
    let nameLength: number
    let nameAt: number
    if (bytes[i + 2] === 0x03 && bytes[i + 3] === 0x04) {
      nameLength = uint16At(bytes, i + 26)
      nameAt = i + 30
    } else if (bytes[i + 2] === 0x01 && bytes[i + 3] === 0x02 && i + 46 <= bytes.length) {
      nameLength = uint16At(bytes, i + 28)
      nameAt = i + 46
    } else {
      continue
    }
    if (nameLength >= WORD_DIR.length && startsWith(bytes, nameAt, WORD_DIR)) return true
  }
  return false
}

/** The CV kind the bytes are, or undefined for anything else (a PNG named cv.pdf included). */
export function detectCvKind(bytes: Uint8Array): CvKind | undefined {
  if (startsWith(bytes, 0, PDF)) return 'pdf'
  if (startsWith(bytes, 0, OLE2)) return 'doc'
  if (startsWith(bytes, 0, ZIP_LOCAL) && zipHasWordEntry(bytes)) return 'docx'
  return undefined
}

export type CvCheck =
  | { ok: true; kind: CvKind; mimeType: string; extension: string }
  /** Presence and size passed; the content was not available to check. */
  | { ok: true; kind: undefined }
  | { ok: false; message: string }

/** A file input left empty posts a nameless, empty file; that, or no file at all, is "missing". */
export function isMissingFile(file: Pick<LeadFile, 'name' | 'size'> | null | undefined): boolean {
  return !file || (file.size === 0 && file.name === '')
}

/**
 * The CV rules in order: present, at most 5 MB, then PDF/DOC/DOCX by content. Without `bytes` (the
 * browser before reading the file) only presence and size are checked; the server always has them.
 */
export function checkCvFile(file: LeadFile | null | undefined): CvCheck {
  if (isMissingFile(file)) return { ok: false, message: MESSAGES.cvRequired }
  const size = file!.bytes?.length ?? file!.size
  if (size > CV_MAX_BYTES) return { ok: false, message: MESSAGES.cvSize }
  if (!file!.bytes) return { ok: true, kind: undefined }
  const kind = detectCvKind(file!.bytes)
  if (!kind) return { ok: false, message: MESSAGES.cvType }
  return { ok: true, kind, ...CV_TYPES[kind] }
}
