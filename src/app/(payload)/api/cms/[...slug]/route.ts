import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardCmsRead, guardCmsWrite } from '@/cms/rest-guard.server'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

/**
 * Payload's REST API behind src/cms/rest-guard.server.ts: bodies capped, sign-in limits keyed on
 * the route as Payload resolves it, anonymous reads bounded, malformed ids answered 404.
 */
const write = (handler: Handler) => (request: Request, context: Context) => guardCmsWrite(request, (req) => handler(req, context))

const restGet: Handler = REST_GET(config)
export const GET = (request: Request, context: Context) => guardCmsRead(request, (req) => restGet(req, context))
export const POST = write(REST_POST(config))
export const DELETE = write(REST_DELETE(config))
export const PATCH = write(REST_PATCH(config))
export const PUT = write(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
