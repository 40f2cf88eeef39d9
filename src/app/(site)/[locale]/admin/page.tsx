import { headers } from 'next/headers'
import Link from '@/components/Link'
import { redirect } from 'next/navigation'

import { AdminTabs } from '@/features/admin/components/AdminTabs'
import { FollowUpsPanel } from '@/features/admin/components/FollowUpsPanel'
import { LeadReportsPanel } from '@/features/admin/components/LeadReportsPanel'
import { ImageLinkGenerator } from '@/features/admin/components/ImageLinkGenerator'
import { LeadDashboardView } from '@/features/admin/components/LeadDashboardView'
import { SalesDashboardView } from '@/features/admin/components/SalesDashboardView'
import { getLeadDashboard } from '@/features/admin/dashboard.server'
import { getTodaysFollowUps } from '@/features/admin/follow-ups.server'
import { getLeadReports, reportPeriod } from '@/features/admin/lead-reports.server'
import { VisitsPerDayPanel } from '@/features/site-visits/components/VisitsPerDayPanel'
import { upcomingVisitDays } from '@/features/site-visits/visit-days.server'
import { watermarkText } from '@/features/admin/image-copies'
import { getSalesDashboard } from '@/features/admin/sales-dashboard.server'
import { getAdminViewer } from '@/features/admin/session.server'
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { env } from '@/lib/env'

export const generateMetadata = localizedMetadata(pageMetadata({
  title: 'Admin',
  description: 'Leads dashboard, content management and image links for Griha Homes staff.',
  path: '/admin',
  noIndex: true,
}))

/**
 * Staff only (docs/product.md §10). It reads the request's Payload session, so Next renders it per request and
 * sends it `private, no-store`; the response cache never keeps such a page (ADR 015).
 */
export const dynamic = 'force-dynamic'

/** Payload's login page sends the user back to a same-site path given as `redirect`. */
const LOGIN_AND_BACK = `/cms/login?redirect=${encodeURIComponent('/admin')}`

export default async function AdminPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await getAdminViewer(await headers())
  if (!viewer) redirect(LOGIN_AND_BACK)
  const { SITE_TIME_ZONE, SITE_URL } = env()
  const requested = (await searchParams).days
  const days = reportPeriod(Array.isArray(requested) ? requested[0] : requested)
  const [dashboard, sales, visitDays, followUps, reports] = await Promise.all([
    getLeadDashboard({ timeZone: SITE_TIME_ZONE, canReadLeads: viewer.canReadLeads }),
    getSalesDashboard({ timeZone: SITE_TIME_ZONE, canReadLeads: viewer.canReadLeads }),
    upcomingVisitDays(SITE_TIME_ZONE),
    viewer.canReadLeads ? getTodaysFollowUps({ timeZone: SITE_TIME_ZONE }) : Promise.resolve(null),
    viewer.canReadLeads ? getLeadReports({ days }) : Promise.resolve(null),
  ])

  return (
    <div className="container-page py-6 md:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Admin</h1>
      <p className="mt-1 text-muted">Signed in as {viewer.name || viewer.email}.</p>
      <div className="mt-6">
        <AdminTabs
          label="Admin sections"
          tabs={[
            {
              id: 'home',
              label: 'Home',
              content: (
                <>
                  <LeadDashboardView dashboard={dashboard} />
                  <VisitsPerDayPanel days={visitDays} timeZone={SITE_TIME_ZONE} cmsHref="/cms/collections/site-visits" />
                  <SalesDashboardView sales={sales} timeZone={SITE_TIME_ZONE} />
                  <FollowUpsPanel groups={followUps} timeZone={SITE_TIME_ZONE} />
                  <LeadReportsPanel reports={reports} />
                </>
              ),
            },
            {
              id: 'content',
              label: 'Content Management',
              content: (
                <div className="max-w-2xl">
                  <h2 className="text-xl font-bold">Content Management</h2>
                  <p className="mt-1 text-muted">Properties, cities, builders, blogs, site data and leads are edited in the CMS.</p>
                  {/* Another root layout: no prefetch, the CMS loads in full when followed. */}
                  <Link href="/cms" prefetch={false} className="btn btn-primary mt-4">
                    Open the CMS
                  </Link>
                </div>
              ),
            },
            { id: 'images', label: 'Image Link Generator', content: <ImageLinkGenerator watermark={watermarkText(SITE_URL)} /> },
          ]}
        />
      </div>
    </div>
  )
}
