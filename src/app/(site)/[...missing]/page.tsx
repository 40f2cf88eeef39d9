import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { notFoundMetadata } from '@/features/seo/metadata'

export const metadata: Metadata = notFoundMetadata

/** Any path no other route claims is a real 404 inside the site layout (SPEC §4). */
export default function MissingPage(): never {
  notFound()
}
