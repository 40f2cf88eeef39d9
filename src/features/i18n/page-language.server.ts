import 'server-only'

import { localeOfParams } from '@/features/seo/metadata'

import { contentNames } from './content-names.server'
import type { PageLanguage } from './locales'
import { pageLanguage } from './messages.server'

/** The `PageLanguage` of a page under `[locale]`, with the content's names in it (docs/product.md §21). */
export async function languageOfPage(params: Promise<object>): Promise<PageLanguage> {
  const locale = await localeOfParams(params)
  return pageLanguage(locale, await contentNames(locale))
}
