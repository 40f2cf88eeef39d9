import { JsonLd } from '@/components/JsonLd'
import { getOpenJobs } from '@/features/careers/careers.server'
import { JobList } from '@/features/careers/components/JobList'
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { breadcrumbList } from '@/features/seo/structured-data'
import { env } from '@/lib/env'
import { SITE_NAME } from '@/lib/site'

export const generateMetadata = localizedMetadata(pageMetadata({
  title: 'Careers',
  description: `Open positions at ${SITE_NAME}: property consultants, home loan specialists, writers and engineers. See the roles and send us your CV.`,
  path: '/careers',
}))

export default async function CareersPage() {
  const jobs = await getOpenJobs()
  const siteUrl = env().SITE_URL.replace(/\/+$/, '')
  return (
    <div className="container-page py-10 md:py-16">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Careers</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">Work with us</h1>
        <p className="mt-3 text-muted">
          We help families buy homes with honest advice and clear prices. If that sounds like work you would enjoy, pick a
          role below and send us your CV.
        </p>
      </div>
      <div className="mt-8">
        <JobList jobs={jobs} />
      </div>
      <JsonLd
        data={breadcrumbList([
          { name: 'Home', url: `${siteUrl}/` },
          { name: 'Careers', url: `${siteUrl}/careers` },
        ])}
      />
    </div>
  )
}
