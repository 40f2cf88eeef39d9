import 'server-only'

import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { env } from '@/lib/env'

import { CONTENT_TYPES, EXTENSIONS, type ProcessedImage, type StoredFormat } from './image-processing'
import { objectStorage, putPublicObject } from './object-storage.server'

/**
 * Hosted images, named by the SHA-256 of their bytes: the URL of an image never changes and never
 * points at other bytes, so it can be cached for a year. They go to S3-compatible storage when
 * S3_BUCKET is set, else to local disk under DATA_DIR/images, where a file is written under a
 * temporary name and renamed into place, so a failed write (disk full) leaves no partial image.
 */
export const IMAGE_FILE_PATTERN = /^([a-f0-9]{64})\.(jpg|png|webp)$/

export function imagesDir(): string {
  return path.join(env().DATA_DIR, 'images')
}

export function imagePath(fileName: string): string | null {
  const match = IMAGE_FILE_PATTERN.exec(fileName)
  if (!match) return null
  return path.join(imagesDir(), match[1]!.slice(0, 2), fileName)
}

export function publicImageUrl(fileName: string): string {
  return `${env().SITE_URL}/images/${fileName}`
}

export async function storeImage(image: ProcessedImage): Promise<{ fileName: string; url: string }> {
  const hash = createHash('sha256').update(image.data).digest('hex')
  const fileName = `${hash}.${EXTENSIONS[image.format as StoredFormat]}`
  const storage = objectStorage()
  if (storage) {
    const url = await putPublicObject(storage, `images/${fileName}`, image.data, CONTENT_TYPES[image.format as StoredFormat])
    return { fileName, url }
  }
  const target = imagePath(fileName)!
  await fs.mkdir(path.dirname(target), { recursive: true })
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`
  try {
    await fs.writeFile(temp, image.data, { flag: 'wx' })
    await fs.rename(temp, target)
  } catch (error) {
    await fs.rm(temp, { force: true })
    throw error
  }
  return { fileName, url: publicImageUrl(fileName) }
}
