/**
 * `GET /admin/reports?report=source|campaign|property&days=7|30|90`: one lead report of /admin as
 * CSV (docs/product.md §22). Sales and admins only.
 */
import { getLeadReports, type ReportName, reportCsv, reportPeriod, REPORTS } from '@/features/admin/lead-reports.server'
import { getAdminViewer } from '@/features/admin/session.server'
import { NO_STORE, problem } from '@/lib/http/responses'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  const viewer = await getAdminViewer(request.headers)
  if (!viewer) return problem(401, 'Sign in to the CMS to download reports')
  if (!viewer.canReadLeads) return problem(403, 'Only sales and admins can download lead reports')
  const params = new URL(request.url).searchParams
  const report = params.get('report') ?? ''
  if (!(REPORTS as readonly string[]).includes(report)) return problem(400, `report: must be one of ${REPORTS.join(', ')}`)
  const days = reportPeriod(params.get('days'))
  const csv = reportCsv(await getLeadReports({ days }), report as ReportName)
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="leads-by-${report}-${days}-days.csv"`,
      ...NO_STORE,
    },
  })
}
