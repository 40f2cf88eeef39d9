/**
 * A job's type and place as a page in another language shows them (docs/product.md §21). Editors
 * write both as free text in English ("Full-time", "Bengaluru", "Remote"); a Hindi page shows the
 * known kinds of employment, a city's Hindi name and 'remote' in Hindi, and anything else as
 * written. English pages show them exactly as written. Pure.
 */
import { type ContentNames, nameIn } from '../i18n/content-names'
import type { Locale } from '../i18n/locales'
import { employmentType } from './job-posting'

export type JobWordsStrings = { employment: Readonly<Record<string, string>>; remote: string }

export function jobWordsIn(
  job: { type: string | null; location: string | null },
  locale: Locale,
  strings: JobWordsStrings,
  names: ContentNames,
): { type: string | null; location: string | null } {
  if (locale === 'en') return { type: job.type, location: job.location }
  const kind = employmentType(job.type)
  const type = kind && Object.hasOwn(strings.employment, kind) ? strings.employment[kind]! : job.type
  const place = job.location?.trim() ?? ''
  // Only a place that is just 'Remote' (or 'Work from home') is replaced; 'Remote (India)' stays as written.
  const location = !place ? job.location : /^(remote|work from home|wfh)$/i.test(place) ? strings.remote : nameIn(names, 'city', place)
  return { type, location }
}
