/** `POST /forms/<form>`: lead intake (SPEC §7); the logic is in src/features/leads/intake. */
import { LEAD_FORMS } from '@/features/leads/fields'
import { handleLeadFormPage, handleLeadPost } from '@/features/leads/intake/intake.server'
import { offerShortcut } from '@/lib/server/route-shortcuts'

export const dynamic = 'force-dynamic'

export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }): Promise<Response> {
  return handleLeadPost(request, (await params).form)
}

/** `GET /forms/site-visit?property=<id>`: the booking form as a plain page (SPEC §15). */
export async function GET(request: Request, { params }: { params: Promise<{ form: string }> }): Promise<Response> {
  return handleLeadFormPage(request, (await params).form)
}

// After the first request the production server calls this handler itself, without Next's router
// (src/lib/server/route-shortcuts.ts): it must read everything from its Request.
offerShortcut('POST', '/forms/[form]', POST, LEAD_FORMS)
