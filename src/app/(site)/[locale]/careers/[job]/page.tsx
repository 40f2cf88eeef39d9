import { CmsRichText } from '@/components/ui/rich-text-lists'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { LocationIcon } from '@/components/icons'
import { JsonLd } from '@/components/JsonLd'
import { getJobBySlug } from '@/features/careers/careers.server'
import { jobPosting } from '@/features/careers/job-posting'
import { jobWordsIn } from '@/features/careers/job-words'
import { contentNames } from '@/features/i18n/content-names.server'
import { LeadFormBlock } from '@/features/leads/components/LeadFormBlock'
import { leadFormLanguage } from '@/features/leads/form-strings.server'
import { type Locale, localizedPath } from '@/features/i18n/locales'
import { messagesOf, translator } from '@/features/i18n/messages.server'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { absoluteUrl, breadcrumbList } from '@/features/seo/structured-data'
import { env } from '@/lib/env'
import { SITE_NAME } from '@/lib/site'
import { notFoundUnlessUnavailable } from '@/lib/db/availability.server'

type Props = { params: Promise<{ job: string; locale: string }> }

/** Rendered on first request, then cached as HTML and revalidated by the careers tag. */
// docs/product.md §9's 4-hour safety net; a page showing offers lives a minute (getOfferDay).
export const revalidate = 14400

export function generateStaticParams(): { job: string }[] {
  return []
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

async function loadJob(params: Props['params']) {
  // Next hands the segment in decoded; anything but a slug cannot name a job.
  const { job: slug } = await params
  if (!SLUG.test(slug)) notFound()
  const job = await getJobBySlug(slug)
  if (!job) return notFoundUnlessUnavailable()
  return job
}

/** The job's type and place as the page in `locale` shows them (job-words.ts). */
async function shownWords(job: { type: string | null; location: string | null }, locale: Locale) {
  return jobWordsIn(job, locale, messagesOf(locale, 'Careers'), await contentNames(locale))
}

/** The meta description: the role, its type and place, its first paragraph (as written), and how to apply, in `locale`. */
async function describe(job: { title: string; location: string | null; type: string | null; summary: string | null }, locale: Locale): Promise<string> {
  const t = translator(locale, 'Careers')
  const { type, location } = await shownWords(job, locale)
  const what = type && location ? t('whatBoth', { type, location }) : location ? t('whatPlace', { location }) : type
  const role = what ? t('jobAtWith', { title: job.title, what, site: SITE_NAME }) : t('jobAt', { title: job.title, site: SITE_NAME })
  return [role, job.summary, t('applyWithCv')].filter(Boolean).join(' ')
}

async function metadataOf({ params }: Props, locale: Locale): Promise<Metadata> {
  const job = await loadJob(params)
  return pageMetadata({ title: translator(locale, 'Careers')('jobTitle', { title: job.title }), description: await describe(job, locale), path: job.url })
}

export default async function JobPage({ params }: Props) {
  const [job, locale] = await Promise.all([loadJob(params), localeOfParams(params)])
  const shown = await shownWords(job, locale)
  const t = translator(locale, 'Careers')
  const here = (path: string) => localizedPath(path, locale)
  const siteUrl = env().SITE_URL
  const url = absoluteUrl(siteUrl, here(job.url))

  return (
    <article className="container-page py-6 md:py-10">
      <Breadcrumbs crumbs={[{ name: t('eyebrow'), href: '/careers' }, { name: job.title, href: job.url }]} locale={locale} />

      <header className="mt-4">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{job.title}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
          {shown.location ? (
            <span className="inline-flex items-center gap-1">
              <LocationIcon size={16} className="shrink-0" />
              {shown.location}
            </span>
          ) : null}
          {shown.type ? <span className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800">{shown.type}</span> : null}
        </p>
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <section aria-labelledby="job-description-title">
          <h2 id="job-description-title" className="sr-only">
            {t('aboutRole')}
          </h2>
          {job.description ? (
            <CmsRichText data={job.description} className="prose-content leading-relaxed text-ink" />
          ) : (
            <p className="text-muted">{t('detailsSoon')}</p>
          )}
        </section>
        <section aria-labelledby="apply-title" id="apply" className="h-fit rounded-2xl border border-line bg-surface p-6">
          <h2 id="apply-title" className="text-xl font-bold">
            {t('applyTitle')}
          </h2>
          <p className="mt-1 text-muted">{t('applyText')}</p>
          <div className="mt-5">
            <LeadFormBlock
              config={{ kind: 'cv', idPrefix: 'cv', redirectPath: here(job.url), source: `careers: ${job.title}`, ...leadFormLanguage(locale) }}
            />
          </div>
        </section>
      </div>

      <JsonLd
        data={jobPosting({
          title: job.title,
          description: job.descriptionText,
          url,
          datePosted: job.createdAt,
          type: job.type,
          location: job.location,
          organization: { name: SITE_NAME, url: absoluteUrl(siteUrl, '/'), logo: absoluteUrl(siteUrl, '/logo.png') },
        })}
      />
      <JsonLd
        data={breadcrumbList([
          { name: messagesOf(locale, 'Breadcrumbs').home, url: `${siteUrl.replace(/\/+$/, '')}${here('/')}` },
          { name: t('eyebrow'), url: absoluteUrl(siteUrl, here('/careers')) },
          { name: job.title, url },
        ])}
      />
    </article>
  )
}

export const generateMetadata = localizedMetadata(metadataOf)
