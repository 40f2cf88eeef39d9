import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { notFoundMetadataIn } from '@/features/i18n/shell.server'
import { localeOfParams } from '@/features/seo/metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadataIn(await localeOfParams(params))
}

/** Any path no other route claims is a real 404 inside the site layout (docs/product.md §4). */
export default function MissingPage(): never {
  notFound()
}
