/** `POST /forms/<form>`: lead intake (SPEC §7); the logic is in src/features/leads/intake. */
import { handleLeadPost } from '@/features/leads/intake/intake.server'

export const dynamic = 'force-dynamic'

export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }): Promise<Response> {
  return handleLeadPost(request, (await params).form)
}
