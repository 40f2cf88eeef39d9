/**
 * The lead forms of docs/product.md §7: posted field names, form kinds, limits (docs/product.md §11) and the exact
 * messages. The field names are the ones the forms post and the intake answers errors under, so the
 * browser and `POST /forms/<form>` agree on them. Plain data: safe to import from browser and server.
 */

/**
 * Form kinds, one per intake route `/forms/<form>` (the ad popup and help button post `enquiry`;
 * `site-visit` is the booking form of docs/product.md §15).
 */
export const LEAD_FORMS = ['contact', 'interest', 'enquiry', 'cv', 'site-visit'] as const
export type LeadForm = (typeof LEAD_FORMS)[number]

export function isLeadForm(value: unknown): value is LeadForm {
  return typeof value === 'string' && (LEAD_FORMS as readonly string[]).includes(value)
}

/** Posted field names (multipart/form-data or URL-encoded), exactly as docs/product.md §7 lists them. */
export const FIELD = {
  name: 'SingleLine',
  email: 'Email',
  /** `+` and the country calling code, e.g. `+91`. */
  phoneCountryCode: 'PhoneNumber_countrycodeval',
  /** The national number as typed, e.g. `98765 43210`. Phone errors are reported under this name. */
  phoneNumber: 'PhoneNumber_countrycode',
  message: 'MultiLine',
  referrerName: 'zf_referrer_name',
  redirectUrl: 'zf_redirect_url',
  gad: 'zc_gad',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  property: 'property',
  source: 'source',
  bhk: 'bhk',
  consent: 'consent',
  altcha: 'altcha',
  /** Hidden: the language of the page the form is on (`en` or `hi`, docs/product.md §21). */
  language: 'language',
  /**
   * The honeypot: rendered off-screen with `autocomplete="off"`, `tabindex="-1"` and a label
   * asking people to leave it empty. A bot that fills it still gets its lead stored, as `spam`.
   */
  honeypot: 'website',
  /** The CV form posts the one entered name as both `Name_First` and `Name_Last`. */
  nameFirst: 'Name_First',
  nameLast: 'Name_Last',
  location: 'Location',
  file: 'FileUpload',
  /** Site visit (docs/product.md §15): the day, `YYYY-MM-DD` in the site time zone. */
  visitDate: 'visit_date',
  /** Site visit: the slot's start time, `HH:MM`. */
  visitSlot: 'visit_slot',
} as const

export type LeadFieldName = (typeof FIELD)[keyof typeof FIELD]

export const UTM_FIELDS = [
  FIELD.utmSource,
  FIELD.utmMedium,
  FIELD.utmCampaign,
  FIELD.utmTerm,
  FIELD.utmContent,
] as const
export type UtmField = (typeof UTM_FIELDS)[number]

/** The field the visitor's name is typed into (and its errors are reported under), per form. */
export const NAME_FIELD: Record<LeadForm, typeof FIELD.name | typeof FIELD.nameFirst> = {
  contact: FIELD.name,
  interest: FIELD.name,
  enquiry: FIELD.name,
  cv: FIELD.nameFirst,
  'site-visit': FIELD.name,
}

/** docs/product.md §7 and §11 limits, in characters (UTF-16 code units, as HTML `maxlength` counts). */
export const NAME_MIN_LENGTH = 1
export const NAME_MAX_LENGTH = 256
/** The `maxlength` of single-line inputs (name, location); the server accepts one more for names. */
export const INPUT_MAX_LENGTH = 255
export const EMAIL_MIN_LENGTH = 8
export const EMAIL_MAX_LENGTH = 256
/** The national number as typed: digits, hyphens and spaces. */
export const PHONE_MIN_LENGTH = 9
export const PHONE_MAX_LENGTH = 13
/** E.164: the calling code and national number together have at most 15 digits. */
export const PHONE_MAX_DIGITS = 15
export const MESSAGE_MAX_LENGTH = 65535
export const CV_MAX_BYTES = 5 * 1024 * 1024
/** Hidden tracking fields (utm_*, source, zc_gad, property) are cut to this, never refused. */
export const TRACKING_MAX_LENGTH = 255
/** `zf_referrer_name` and `zf_redirect_url` are URLs; a longer one is dropped, never refused. */
export const URL_MAX_LENGTH = 2048
/** The ALTCHA solution payload (base64 JSON, a few hundred characters); a longer one is dropped. */
export const ALTCHA_MAX_LENGTH = 4096

/** The exact messages of docs/product.md §7 (the first five word for word) and the rules it leaves open. */
export const MESSAGES = {
  nameRequired: 'Please enter your Name',
  nameLength: 'Name should be 1 to 256 characters in length',
  nameInvalid: 'Name is invalid or contains prohibited characters',
  emailRequired: 'Please enter your Email',
  emailInvalid: 'Email is not valid',
  phoneInvalid: 'Phone number not valid',
  profanity: 'Please recheck the contents of the field',
  messageLength: 'Message should be at most 65535 characters in length',
  locationRequired: 'Please enter your Location',
  locationLength: 'Location should be at most 255 characters in length',
  propertyRequired: 'Please choose a property',
  bhkInvalid: 'BHK must be a list of numbers such as 2, 3',
  cvRequired: 'Please attach your CV',
  cvType: 'CV must be a PDF, DOC or DOCX file',
  cvSize: 'CV must be at most 5 MB',
  visitDate: 'Please pick a day in the next 14 days',
  visitSlot: 'Please pick a visiting time',
  /** docs/product.md §15, exactly. */
  slotFull: 'This slot is full, please pick another',
} as const
