/**
 * Demo images drawn locally (docs/product.md §3: nothing is downloaded): SVG scenes rendered by sharp.
 * The same inputs give the same bytes, so re-seeding finds them by file name and reuses them.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import sharp, { type JpegOptions, type PngOptions, type WebpOptions } from 'sharp'

import { createRandom } from './random'

export type GeneratedFile = { name: string; alt: string; data: Buffer; mimetype: string }

const PALETTES: [string, string, string][] = [
  ['#0f4c81', '#6cb4ee', '#f6c667'],
  ['#1b4332', '#74c69d', '#ffd166'],
  ['#3d405b', '#e07a5f', '#f2cc8f'],
  ['#22223b', '#9a8c98', '#f2e9e4'],
  ['#005f73', '#94d2bd', '#ee9b00'],
  ['#5f0f40', '#fb8b24', '#e36414'],
  ['#283618', '#dda15e', '#fefae0'],
  ['#03045e', '#00b4d8', '#caf0f8'],
]

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

function skylineSvg(index: number, width: number, height: number, label: string): string {
  const rng = createRandom(`image-${index}`)
  const [dark, mid, light] = PALETTES[index % PALETTES.length]!
  const ground = height * 0.82
  const towers: string[] = []
  let x = rng.int(10, 60)
  while (x < width - 40) {
    const w = rng.int(70, 160)
    const h = rng.int(Math.round(height * 0.25), Math.round(height * 0.65))
    const top = ground - h
    towers.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${dark}" opacity="${rng.float(0.75, 0.95).toFixed(2)}"/>`)
    for (let wy = top + 18; wy < ground - 20; wy += 28) {
      for (let wx = x + 12; wx < x + w - 16; wx += 24) {
        if (rng.chance(0.65)) towers.push(`<rect x="${wx}" y="${wy}" width="10" height="14" fill="${light}" opacity="0.85"/>`)
      }
    }
    x += w + rng.int(8, 40)
  }
  const sunX = rng.int(Math.round(width * 0.15), Math.round(width * 0.85))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${Math.round(height * 0.22)}" r="${Math.round(height * 0.08)}" fill="${light}" opacity="0.9"/>
  ${towers.join('')}
  <rect x="0" y="${ground}" width="${width}" height="${height - ground}" fill="${dark}"/>
  <text x="${width - 24}" y="${height - 24}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height * 0.045)}" fill="${light}" text-anchor="end">${escapeXml(label)}</text>
</svg>`
}

function logoSvg(index: number, name: string): string {
  const [dark, , light] = PALETTES[index % PALETTES.length]!
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <rect x="24" y="60" width="120" height="120" rx="24" fill="${dark}"/>
  <text x="84" y="138" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="52" fill="${light}" text-anchor="middle">${escapeXml(initials)}</text>
  <text x="164" y="132" font-family="DejaVu Sans, sans-serif" font-size="26" fill="${dark}">${escapeXml(name)}</text>
</svg>`
}

function floorPlanSvg(index: number, bhk: string): string {
  const rng = createRandom(`plan-${index}`)
  const rooms: string[] = []
  const cols = rng.int(2, 3)
  const rows = 2
  const w = 900 / cols
  const h = 560 / rows
  const names = ['Living', 'Kitchen', 'Bedroom', 'Bedroom', 'Bath', 'Balcony']
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const name = names[(r * cols + c) % names.length]!
      rooms.push(`<rect x="${50 + c * w}" y="${60 + r * h}" width="${w}" height="${h}" fill="none" stroke="#1f2937" stroke-width="6"/>`)
      rooms.push(`<text x="${50 + c * w + w / 2}" y="${60 + r * h + h / 2}" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#374151" text-anchor="middle">${name}</text>`)
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="680">
  <rect width="100%" height="100%" fill="#f9fafb"/>${rooms.join('')}
  <text x="50" y="40" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#111827">Typical ${escapeXml(bhk)} BHK plan (illustrative)</text>
</svg>`
}

function portraitSvg(index: number, name: string): string {
  const [dark, mid, light] = PALETTES[(index + 3) % PALETTES.length]!
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
  <rect width="100%" height="100%" fill="${mid}"/>
  <circle cx="300" cy="235" r="120" fill="${light}"/>
  <ellipse cx="300" cy="560" rx="210" ry="180" fill="${light}"/>
  <text x="300" y="262" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="80" fill="${dark}" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`
}

type Encoding = { webp: WebpOptions } | { jpeg: JpegOptions } | { png: PngOptions }

/**
 * Rendered and encoded images, kept in the temporary folder under a hash of everything that makes
 * their bytes (the SVG, the encoder and its options, sharp's libraries): a fresh demo database —
 * every test suite and measuring script seeds one — then skips drawing them again.
 */
const RENDER_CACHE = path.join(os.tmpdir(), 'griha-demo-images')

async function render(svg: string, encoding: Encoding): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify([svg, encoding, sharp.versions])).digest('hex')
  const file = path.join(RENDER_CACHE, key)
  const kept = await fs.readFile(file).catch(() => undefined)
  if (kept) return kept
  const image = sharp(Buffer.from(svg))
  const data =
    'webp' in encoding ? await image.webp(encoding.webp).toBuffer() : 'jpeg' in encoding ? await image.jpeg(encoding.jpeg).toBuffer() : await image.png(encoding.png).toBuffer()
  // Written under a name of its own, then renamed: a seed beside this one never reads half a file.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`
  await fs
    .mkdir(RENDER_CACHE, { recursive: true })
    .then(() => fs.writeFile(partial, data))
    .then(() => fs.rename(partial, file))
    .catch(() => fs.rm(partial, { force: true }))
  return data
}

export const PROPERTY_IMAGE_COUNT = 24

export async function propertyImages(): Promise<GeneratedFile[]> {
  const files: GeneratedFile[] = []
  for (let i = 1; i <= PROPERTY_IMAGE_COUNT; i++) {
    const n = String(i).padStart(2, '0')
    const svg = skylineSvg(i, 1200, 800, `Demo image ${n}`)
    // A mix of formats, as editors upload them.
    const [data, mimetype, ext] =
      i % 3 === 0
        ? [await render(svg, { webp: { quality: 72 } }), 'image/webp', 'webp']
        : i % 3 === 1
          ? [await render(svg, { jpeg: { quality: 78, mozjpeg: true } }), 'image/jpeg', 'jpg']
          : [await render(svg, { png: { compressionLevel: 9, palette: true } }), 'image/png', 'png']
    files.push({ name: `seed-property-${n}.${ext}`, alt: `Illustration of a residential project skyline (${n})`, data, mimetype })
  }
  return files
}

export async function builderLogo(index: number, builderName: string, slug: string): Promise<GeneratedFile> {
  const data = await render(logoSvg(index, builderName), { png: { compressionLevel: 9, palette: true } })
  return { name: `seed-logo-${slug}.png`, alt: `${builderName} logo`, data, mimetype: 'image/png' }
}

export const FLOOR_PLAN_BHKS = ['1', '2', '2.5', '3', '4', '5'] as const

export async function floorPlanImage(index: number, bhk: string): Promise<GeneratedFile> {
  const data = await render(floorPlanSvg(index, bhk), { png: { compressionLevel: 9, palette: true } })
  return { name: `seed-plan-${bhk.replace('.', '-')}-bhk.png`, alt: `Illustrative ${bhk} BHK floor plan`, data, mimetype: 'image/png' }
}

export async function portrait(index: number, name: string, slug: string): Promise<GeneratedFile> {
  const data = await render(portraitSvg(index, name), { jpeg: { quality: 80 } })
  return { name: `seed-team-${slug}.jpg`, alt: `Portrait of ${name}`, data, mimetype: 'image/jpeg' }
}

/** A one-page PDF brochure, written by hand so no PDF library is needed. */
export function brochurePdf(): GeneratedFile {
  const stream = 'BT /F1 24 Tf 72 720 Td (Project brochure - demo) Tj 0 -36 Td /F1 14 Tf (Floor plans, specifications and payment plans are illustrative.) Tj ET'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return { name: 'seed-brochure.pdf', alt: 'Sample project brochure (PDF)', data: Buffer.from(body, 'latin1'), mimetype: 'application/pdf' }
}
