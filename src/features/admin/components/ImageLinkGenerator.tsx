'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { copySizes, GENERATOR_MESSAGES, isTooSmall, JPEG_QUALITY, WATERMARK_OPACITY, watermarkFontSize } from '../image-copies'

type Copy = { width: number; height: number; blob: Blob }
type UploadResult = { width: number; url: string | null }

const UPLOAD_PATH = '/api/images/upload'

/** Decodes with an <img> rather than createImageBitmap so SVG sources work too. */
async function decode(bytes: ArrayBuffer, type: string): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([bytes], { type }))
  try {
    const img = new Image()
    img.src = url
    await img.decode()
    if (!img.naturalWidth || !img.naturalHeight) throw new Error('no intrinsic size')
    return img
  } finally {
    URL.revokeObjectURL(url)
  }
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), 'image/jpeg', JPEG_QUALITY))
}

async function makeCopy(img: HTMLImageElement, width: number, height: number, watermark: string): Promise<Copy> {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('No 2D canvas')
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, width, height)
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(img, 0, 0, width, height)

  const family = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif'
  ctx.font = `600 100px ${family}`
  const size = watermarkFontSize(width, ctx.measureText(watermark).width / 100)
  ctx.font = `600 ${size}px ${family}`
  ctx.globalAlpha = WATERMARK_OPACITY
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  // A soft shadow keeps the white text readable on light photos.
  ctx.shadowColor = 'rgba(0, 0, 0, 0.6)'
  ctx.shadowBlur = Math.max(2, size / 6)
  ctx.fillStyle = '#fff'
  ctx.fillText(watermark, width / 2, height / 2)
  return { width, height, blob: await toJpeg(canvas) }
}

/**
 * The Image Link Generator (docs/product.md §10): three watermarked JPEG copies made in the browser, sent to
 * the image host with an upload key, and listed with their public links.
 */
export function ImageLinkGenerator({ watermark }: { watermark: string }) {
  const id = useId()
  const [message, setMessage] = useState<string | null>(null)
  const [copies, setCopies] = useState<Copy[] | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [key, setKey] = useState('')
  const [uploading, setUploading] = useState(false)
  const [results, setResults] = useState<UploadResult[] | null>(null)
  // State updates are not seen until the next render; the ref stops a quick second click at once.
  const busy = useRef(false)
  const choice = useRef(0)

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  async function onFile(file: File | undefined) {
    const mine = ++choice.current
    setMessage(null)
    setCopies(null)
    setPreview(null)
    setResults(null)
    if (!file) return
    let bytes: ArrayBuffer
    try {
      bytes = await file.arrayBuffer()
    } catch {
      if (mine === choice.current) setMessage(GENERATOR_MESSAGES.unreadable)
      return
    }
    let img: HTMLImageElement
    try {
      img = await decode(bytes, file.type)
    } catch {
      if (mine === choice.current) setMessage(GENERATOR_MESSAGES.notImage)
      return
    }
    if (isTooSmall(img.naturalWidth, img.naturalHeight)) {
      if (mine === choice.current) setMessage(GENERATOR_MESSAGES.tooSmall)
      return
    }
    try {
      const made = await Promise.all(copySizes(img.naturalWidth, img.naturalHeight).map((s) => makeCopy(img, s.width, s.height, watermark)))
      if (mine !== choice.current) return
      setCopies(made)
      setPreview(URL.createObjectURL(made[0]!.blob))
    } catch {
      if (mine === choice.current) setMessage('The copies could not be made in this browser.')
    }
  }

  async function upload() {
    const trimmed = key.trim()
    if (busy.current || !copies || !trimmed) return
    busy.current = true
    setUploading(true)
    setResults(null)
    const done: UploadResult[] = []
    try {
      for (const copy of copies) {
        done.push({ width: copy.width, url: await send(copy, trimmed) })
      }
      setResults(done)
    } finally {
      busy.current = false
      setUploading(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="max-w-3xl">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Image Link Generator
      </h2>
      <p className="mt-1 text-muted">
        Makes copies 300, 600 and 1000 px wide, each marked with “{watermark}”, and gives you a public link to each.
      </p>

      <div className="mt-5">
        <label htmlFor={`${id}-file`} className="block font-semibold">
          Image
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          aria-describedby={`${id}-file-hint`}
          onChange={(e) => void onFile(e.currentTarget.files?.[0])}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
        />
        <p id={`${id}-file-hint`} className="mt-1 text-sm text-muted">
          At least 200 × 200 pixels.
        </p>
      </div>

      {message ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-800">
          {message}
        </p>
      ) : null}

      {preview && copies ? (
        <figure className="mt-5">
          {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL, nothing for next/image to optimise */}
          <img src={preview} width={copies[0]!.width} height={copies[0]!.height} alt={`Preview of the ${copies[0]!.width} px copy`} className="rounded-lg border border-line" />
          <figcaption className="mt-1 text-sm text-muted">
            Copies: {copies.map((c) => `${c.width} × ${c.height}`).join(', ')} px
          </figcaption>
        </figure>
      ) : null}

      <div className="mt-5 flex flex-wrap items-start gap-3">
        <div>
          <label htmlFor={`${id}-key`} className="block font-semibold">
            Upload key
          </label>
          <input
            id={`${id}-key`}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={key}
            onChange={(e) => setKey(e.currentTarget.value)}
            aria-describedby={`${id}-key-hint`}
            className="field mt-1 w-72 max-w-full"
          />
          <p id={`${id}-key-hint`} className="mt-1 text-sm text-muted">
            Admins create keys in the CMS under Settings → Image upload keys.
          </p>
        </div>
        <button type="button" className="btn btn-primary mt-7" onClick={() => void upload()} aria-busy={uploading}>
          {uploading ? 'Uploading…' : 'Upload'}
        </button>
      </div>

      <div aria-live="polite" className="mt-5">
        {results ? (
          <ul aria-label="Image links" className="space-y-2">
            {results.map((r) => (
              <li key={r.width} data-width={r.width}>
                <span className="font-semibold">{r.width} px: </span>
                {r.url ? (
                  <a href={r.url} className="break-all text-brand-700 underline">
                    {r.url}
                  </a>
                ) : (
                  <span className="text-red-800">{GENERATOR_MESSAGES.uploadFailed}</span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}

async function send(copy: Copy, key: string): Promise<string | null> {
  try {
    const form = new FormData()
    form.set('image', copy.blob, `image-${copy.width}.jpg`)
    const res = await fetch(`${UPLOAD_PATH}?key=${encodeURIComponent(key)}`, { method: 'POST', body: form })
    if (!res.ok) return null
    const body = (await res.json()) as { data?: { url?: unknown } }
    return typeof body.data?.url === 'string' ? body.data.url : null
  } catch {
    return null
  }
}
