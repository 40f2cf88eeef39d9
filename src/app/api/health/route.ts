import { getPayload } from 'payload'
import config from '@payload-config'

import { logger } from '@/lib/logger'
import { instanceId } from '@/lib/shared/instance'
import { NO_STORE } from '@/lib/http/responses'
import { isDraining } from '@/lib/server/draining'

export const dynamic = 'force-dynamic'

/**
 * docs/product.md §2/§13: ok once the database answers, with this process's instance id (load
 * balancers check it); 503 `draining` from the moment a stop signal arrives (§20), so the balancer
 * sends no new work while the instance finishes.
 */
export async function GET() {
  const headers = NO_STORE
  if (isDraining()) return Response.json({ status: 'draining', instance: instanceId() }, { status: 503, headers })
  try {
    const payload = await getPayload({ config })
    await payload.count({ collection: 'editors', overrideAccess: true })
    return Response.json({ status: 'ok', instance: instanceId() }, { headers })
  } catch (error) {
    logger.error({ err: error }, 'Health check failed')
    return Response.json({ status: 'unavailable', instance: instanceId() }, { status: 503, headers })
  }
}
