import type { Endpoint } from 'payload'

import { hasRole } from '../../../cms/access/roles'

/** `GET /api/cms/leads/:id/timeline`: the lead's timeline for its CMS page (sales and admins). */
export const leadTimelineEndpoint: Endpoint = {
  path: '/:id/timeline',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'Sign in to see the timeline.' }, { status: 401 })
    if (!hasRole(req.user, 'admin', 'sales')) return Response.json({ message: 'Only sales and admins can see leads.' }, { status: 403 })
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return Response.json({ message: 'Unknown lead.' }, { status: 404 })
    const { leadTimeline } = await import('./timeline.server')
    const timeline = await leadTimeline(req.payload, id)
    if (!timeline) return Response.json({ message: 'Unknown lead.' }, { status: 404 })
    return Response.json(timeline, { headers: { 'cache-control': 'no-store' } })
  },
}
