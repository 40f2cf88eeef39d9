import { CmsRichText } from '@/components/ui/rich-text-lists'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { LocationIcon } from '@/components/icons'
import { JsonLd } from '@/components/JsonLd'
import { getJobBySlug } from '@/features/careers/careers.server'
import { jobPosting } from '@/features/careers/job-posting'
import { LeadFormBlock } from '@/features/leads/components/LeadFormBlock'
import { leadFormLanguage } from '@/features/leads/form-strings.server'
import { localizedPath } from '@/features/i18n/locales'
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

function describe(job: { title: string; location: string | null; type: string | null; summary: string | null }): string {
  const what = [job.type, job.location ? `in ${job.location}` : null].filter(Boolean).join(' ')
  return [`${job.title}${what ? ` (${what})` : ''} at ${SITE_NAME}.`, job.summary, 'Apply with your CV.'].filter(Boolean).join(' ')
}

async function metadataOf({ params }: Props): Promise<Metadata> {
  const job = await loadJob(params)
  return pageMetadata({ title: `${job.title} — Careers`, description: describe(job), path: job.url })
}

export default async function JobPage({ params }: Props) {
  const [job, locale] = await Promise.all([loadJob(params), localeOfParams(params)])
  const siteUrl = env().SITE_URL
  const url = absoluteUrl(siteUrl, job.url)

  return (
    <article className="container-page py-6 md:py-10">
      <Breadcrumbs crumbs={[{ name: 'Careers', href: '/careers' }, { name: job.title, href: job.url }]} />

      <header className="mt-4">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{job.title}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
          {job.location ? (
            <span className="inline-flex items-center gap-1">
              <LocationIcon size={16} className="shrink-0" />
              {job.location}
            </span>
          ) : null}
          {job.type ? <span className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800">{job.type}</span> : null}
        </p>
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <section aria-labelledby="job-description-title">
          <h2 id="job-description-title" className="sr-only">
            About the role
          </h2>
          {job.description ? (
            <CmsRichText data={job.description} className="prose-content leading-relaxed text-ink" />
          ) : (
            <p className="text-muted">Details for this role will follow soon.</p>
          )}
        </section>
        <section aria-labelledby="apply-title" id="apply" className="h-fit rounded-2xl border border-line bg-surface p-6">
          <h2 id="apply-title" className="text-xl font-bold">
            Apply for this role
          </h2>
          <p className="mt-1 text-muted">Send us your CV (PDF, DOC or DOCX, at most 5 MB) and we will get back to you.</p>
          <div className="mt-5">
            <LeadFormBlock
              config={{ kind: 'cv', idPrefix: 'cv', redirectPath: localizedPath(job.url, locale), source: `careers: ${job.title}`, ...leadFormLanguage(locale) }}
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
          { name: 'Home', url: `${siteUrl.replace(/\/+$/, '')}/` },
          { name: 'Careers', url: absoluteUrl(siteUrl, '/careers') },
          { name: job.title, url },
        ])}
      />
    </article>
  )
}

export const generateMetadata = localizedMetadata(metadataOf)
