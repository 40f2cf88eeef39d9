/** `POST /forms/<form>`: lead intake (docs/product.md §7); the logic is in src/features/leads/intake. */
import { handleLeadFormPage, handleLeadPost } from '@/features/leads/intake/intake.server'

export const dynamic = 'force-dynamic'

export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }): Promise<Response> {
  return handleLeadPost(request, (await params).form)
}

/** `GET /forms/site-visit?property=<id>`: the booking form as a plain page (docs/product.md §15). */
export async function GET(request: Request, { params }: { params: Promise<{ form: string }> }): Promise<Response> {
  return handleLeadFormPage(request, (await params).form)
}
