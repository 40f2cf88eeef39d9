import 'server-only'

import { createAltchaChallenge } from './altcha.server'
import { FORM_STARTED_FIELD } from './constants'
import { formStartedToken } from './form-started.server'
import { NO_STORE } from '@/lib/http/responses'


/** `GET /forms/challenge`: a fresh ALTCHA challenge for the widget's `challengeurl`. */
export async function challengeResponse(): Promise<Response> {
  return Response.json(await createAltchaChallenge(), { headers: NO_STORE })
}

/**
 * `GET /forms/token`: `{"form_started": "<token>"}`, for forms on cached pages, whose rendered token
 * is as old as the render; a JS form asks for a fresh one when it is first shown.
 */
export function formStartedResponse(): Response {
  return Response.json({ [FORM_STARTED_FIELD]: formStartedToken() }, { headers: NO_STORE })
}
