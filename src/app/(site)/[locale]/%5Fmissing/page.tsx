import type { Metadata } from 'next'

import { NotFoundView } from '@/components/site/NotFoundView'
import { notFoundMetadataIn, notFoundStrings } from '@/features/i18n/shell.server'
import { localeOfParams } from '@/features/seo/metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadataIn(await localeOfParams(params))
}

/**
 * The 404 page as a page of its own, rendered on the server like every other: the production
 * server sends it, with status 404, in place of the document Next answers a missing item with
 * (src/lib/server/not-found-page.ts), in the missing page's language (`/hi/…` → `/hi/_missing`).
 * Not linked from anywhere and not indexed.
 */
export default async function MissingPage({ params }: Props) {
  const locale = await localeOfParams(params)
  return <NotFoundView strings={notFoundStrings(locale)} />
}
