import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { limitCmsAuth } from '@/cms/auth-rate-limit.server'

type Context = { params: Promise<{ slug: string[] }> }

const restPost = REST_POST(config)

export const GET = REST_GET(config)
/** Payload's REST API; its sign-in endpoints go through per-address limits first. */
export async function POST(request: Request, context: Context): Promise<Response> {
  const { slug } = await context.params
  return limitCmsAuth(request, slug, () => restPost(request, context))
}
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
