import { getPayload } from 'payload'
import config from '@payload-config'

export const dynamic = 'force-dynamic'

export async function GET() {
  try {
    const payload = await getPayload({ config })
    await payload.count({ collection: 'editors', overrideAccess: true })
    return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    console.error('Health check failed:', error)
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'cache-control': 'no-store' } })
  }
}
