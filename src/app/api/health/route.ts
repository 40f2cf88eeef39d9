import { getPayload } from 'payload'
import config from '@payload-config'

import { logger } from '@/lib/logger'
import { instanceId } from '@/lib/shared/instance'
import { NO_STORE } from '@/lib/http/responses'

export const dynamic = 'force-dynamic'

/** SPEC §2/§13: ok once the database answers, with this process's instance id (load balancers check it). */
export async function GET() {
  const headers = NO_STORE
  try {
    const payload = await getPayload({ config })
    await payload.count({ collection: 'editors', overrideAccess: true })
    return Response.json({ status: 'ok', instance: instanceId() }, { headers })
  } catch (error) {
    logger.error({ err: error }, 'Health check failed')
    return Response.json({ status: 'unavailable', instance: instanceId() }, { status: 503, headers })
  }
}
