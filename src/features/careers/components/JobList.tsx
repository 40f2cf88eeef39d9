import Link from '@/components/Link'

import { ChevronRightIcon, LocationIcon } from '@/components/icons'
import { type Locale, localizedPath } from '@/features/i18n/locales'
import { translator } from '@/features/i18n/messages.server'

import type { JobSummary } from '../job'

/**
 * Open positions: title (the link to the job), place, type and the first line of the description;
 * the list's own words and links in `locale` (docs/product.md §21), the jobs' as the CMS holds them.
 */
export function JobList({ jobs, locale = 'en' }: { jobs: JobSummary[]; locale?: Locale }) {
  const t = translator(locale, 'Careers')
  if (jobs.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-white p-6 text-center text-muted">
        {t.rich('empty', {
          link: (chunks) => (
            <Link href={localizedPath('/contact', locale)} className="font-semibold text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    )
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-testid="job-list">
      {jobs.map((job) => (
        <li key={job.id}>
          <article className="relative flex h-full flex-col gap-2 rounded-2xl border border-line bg-white p-5 shadow-sm hover:border-brand-300 hover:shadow-md">
            <h2 className="text-lg font-bold leading-snug">
              {/* The link covers the card, so the whole card is one target with one accessible name. */}
              <Link href={localizedPath(job.url, locale)} className="after:absolute after:inset-0 hover:text-brand-700">
                {job.title}
              </Link>
            </h2>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              {job.location ? (
                <span className="inline-flex items-center gap-1">
                  <LocationIcon size={15} className="shrink-0" />
                  {job.location}
                </span>
              ) : null}
              {job.type ? <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">{job.type}</span> : null}
            </p>
            {job.summary ? <p className="text-ink">{job.summary}</p> : null}
            <p className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-semibold text-brand-800" aria-hidden="true">
              {t('viewRole')} <ChevronRightIcon size={14} />
            </p>
          </article>
        </li>
      ))}
    </ul>
  )
}
