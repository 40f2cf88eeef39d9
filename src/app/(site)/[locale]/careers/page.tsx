import { JsonLd } from '@/components/JsonLd'
import { getOpenJobs } from '@/features/careers/careers.server'
import { jobWordsIn } from '@/features/careers/job-words'
import { contentNames } from '@/features/i18n/content-names.server'
import { JobList } from '@/features/careers/components/JobList'
import { localizedPath } from '@/features/i18n/locales'
import { messagesOf, translator } from '@/features/i18n/messages.server'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { breadcrumbList } from '@/features/seo/structured-data'
import { env } from '@/lib/env'
import { SITE_NAME } from '@/lib/site'

export const generateMetadata = localizedMetadata((_props, locale) => {
  const t = translator(locale, 'Careers')
  return pageMetadata({ title: t('title'), description: t('description', { site: SITE_NAME }), path: '/careers' })
})

/**
 * /careers (docs/product.md §4): the open positions, in the page's language (§21); the jobs' own words as
 * the CMS holds them, their type and place in the page's language where known (job-words.ts).
 */
export default async function CareersPage({ params }: { params: Promise<object> }) {
  const [open, locale] = await Promise.all([getOpenJobs(), localeOfParams(params)])
  const names = await contentNames(locale)
  const jobs = open.map((job) => ({ ...job, ...jobWordsIn(job, locale, messagesOf(locale, 'Careers'), names) }))
  const t = translator(locale, 'Careers')
  const here = (path: string) => localizedPath(path, locale)
  const siteUrl = env().SITE_URL.replace(/\/+$/, '')
  return (
    <div className="container-page py-10 md:py-16">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t('eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">{t('heading')}</h1>
        <p className="mt-3 text-muted">{t('intro')}</p>
      </div>
      <div className="mt-8">
        <JobList jobs={jobs} locale={locale} />
      </div>
      <JsonLd
        data={breadcrumbList([
          { name: messagesOf(locale, 'Breadcrumbs').home, url: `${siteUrl}${here('/')}` },
          { name: t('eyebrow'), url: `${siteUrl}${here('/careers')}` },
        ])}
      />
    </div>
  )
}
