/**
 * `POST /api/cms/lead-deliveries/:id/retry` (the CMS's Retry now button): sets a delivery back to
 * pending and due now, with a fresh 24-hour retry window (the collection's restartRetries hook).
 * Sales and admins only. Part of the Payload config, which CLIs load too, so not `server-only`.
 */
import type { Endpoint } from 'payload'

import { hasRole } from '../../../cms/access/roles'

export const RETRY_NOW_CONTEXT = 'retryDeliveryNow'

export const retryDeliveryEndpoint: Endpoint = {
  path: '/:id/retry',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'Sign in to retry deliveries.' }, { status: 401 })
    if (!hasRole(req.user, 'admin', 'sales')) return Response.json({ message: 'Only sales and admins can retry deliveries.' }, { status: 403 })
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return Response.json({ message: 'Unknown delivery.' }, { status: 404 })

    const current = await req.payload.findByID({
      collection: 'lead-deliveries',
      id,
      depth: 0,
      req,
      overrideAccess: false,
      disableErrors: true,
    })
    if (!current) return Response.json({ message: 'Unknown delivery.' }, { status: 404 })
    if (current.status === 'sent') return Response.json({ message: 'This delivery was sent already.' }, { status: 409 })

    const doc = await req.payload.update({
      collection: 'lead-deliveries',
      id,
      data: { status: 'pending' },
      depth: 0,
      req,
      overrideAccess: false,
      context: { [RETRY_NOW_CONTEXT]: true },
    })
    return Response.json({ message: 'Queued: the delivery is retried within seconds.', doc })
  },
}
