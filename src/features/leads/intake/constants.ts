/**
 * What the lead forms and `POST /forms/<form>` agree on beyond the docs/product.md §7 field names in
 * `../fields.ts`: the signed start-time field, the consent label, the spam thresholds and the
 * intake's own messages. Plain data: safe to import from browser and server code.
 */

/**
 * Hidden field carrying the signed time the form was rendered (`formStartedToken()` on the server).
 * Posts faster than MIN_FILL_MS after it are stored as spam; a missing or forged one makes the post
 * suspicious, so it must carry a solved ALTCHA.
 */
export const FORM_STARTED_FIELD = 'form_started'

/** Quicker than this from rendering to posting, no person filled the form. */
export const MIN_FILL_MS = 3000
/** A token older than this is treated as missing: the page was open for more than a day. */
export const FORM_STARTED_MAX_AGE_MS = 24 * 60 * 60 * 1000

/**
 * The label of the (unticked) consent checkbox every form shows (docs/product.md §7). Stored with the lead as
 * `consent_text` when it was ticked, so this is the exact text the visitor agreed to.
 */
export const CONSENT_TEXT =
  'I agree that Griha Homes and its partner developers may contact me about my enquiry by phone, SMS, WhatsApp or e-mail.'

/** `GET` this for an ALTCHA challenge (JSON, the widget's `challengeurl`). */
export const ALTCHA_CHALLENGE_PATH = '/forms/challenge'

export const INTAKE_MESSAGES = {
  altcha: 'Please confirm you are not a robot',
  property: 'This property is no longer available; please choose another',
  crossSite: 'This form was sent from another website. Please fill it in on our site.',
  rateLimited: 'Too many enquiries from your connection. Please wait a few minutes and try again.',
  phoneRateLimited: 'Too many enquiries with this phone number. Please try again later.',
  tooLarge: 'The form is too large: a message must be at most 65535 characters.',
  cvTooLarge: 'The form is too large: a CV must be at most 5 MB.',
  unreadable: 'The form data could not be read. Please send the form again.',
  contentType: 'Send the form as multipart/form-data or application/x-www-form-urlencoded.',
  unknownForm: 'There is no such form.',
  unavailable: 'Your enquiry could not be saved right now. Please try again in a minute.',
} as const
