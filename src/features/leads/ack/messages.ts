/**
 * The buyer's acknowledgement (docs/product.md §22), its words kept here and only here, one
 * catalogue per language (English and Hindi, docs/product.md §21); a language without a catalogue
 * would be written in English. Pure.
 */
import type { LeadLanguage } from '../field-schemas'

export type AckDetails = {
  name: string | null
  /** The project asked about, with its page and brochure when known. */
  project?: { name: string; url?: string; brochureUrl?: string }
  /** Who will call, once the lead is assigned. */
  assignee?: { name: string; phone?: string }
  officeHours: string
  /** The site's own phone number, for a buyer who would rather call. */
  sitePhone?: string
  siteName: string
}

type Catalogue = {
  subject: (d: AckDetails) => string
  greeting: (d: AckDetails) => string
  thanks: (d: AckDetails) => string
  projectLink: (url: string) => string
  brochure: (url: string) => string
  caller: (d: Required<Pick<AckDetails, 'assignee'>>['assignee']) => string
  team: string
  hours: (hours: string) => string
  callUs: (phone: string) => string
  signOff: (d: AckDetails) => string
}

const en: Catalogue = {
  subject: (d) => (d.project ? `We have your enquiry about ${d.project.name}` : `We have your enquiry – ${d.siteName}`),
  greeting: (d) => (d.name ? `Dear ${d.name},` : 'Hello,'),
  thanks: (d) => (d.project ? `Thank you for your interest in ${d.project.name}.` : 'Thank you for your enquiry.'),
  projectLink: (url) => `See the project: ${url}`,
  brochure: (url) => `Brochure: ${url}`,
  caller: (a) => `${a.name} will call you${a.phone ? ` from ${a.phone}` : ''}.`,
  team: 'Our sales team will call you shortly.',
  hours: (hours) => `We call during our office hours: ${hours}.`,
  callUs: (phone) => `You can also call us on ${phone}.`,
  signOff: (d) => `Regards,\n${d.siteName}`,
}

const hi: Catalogue = {
  subject: (d) => (d.project ? `${d.project.name} के बारे में आपकी पूछताछ हमें मिल गई है` : `आपकी पूछताछ हमें मिल गई है – ${d.siteName}`),
  greeting: (d) => (d.name ? `प्रिय ${d.name},` : 'नमस्ते,'),
  thanks: (d) => (d.project ? `${d.project.name} में रुचि दिखाने के लिए धन्यवाद।` : 'पूछताछ के लिए धन्यवाद।'),
  projectLink: (url) => `प्रोजेक्ट देखें: ${url}`,
  brochure: (url) => `ब्रोशर: ${url}`,
  caller: (a) => `${a.name} आपको${a.phone ? ` ${a.phone} से` : ''} कॉल करेंगे।`,
  team: 'हमारी सेल्स टीम जल्द ही आपको कॉल करेगी।',
  hours: (hours) => `हम कार्यालय के समय में कॉल करते हैं: ${hours}।`,
  callUs: (phone) => `आप हमें ${phone} पर भी कॉल कर सकते हैं।`,
  signOff: (d) => `सादर,\n${d.siteName}`,
}

const CATALOGUES: Partial<Record<LeadLanguage, Catalogue>> & { en: Catalogue } = { en, hi }

export function ackCatalogue(language: LeadLanguage | null | undefined): Catalogue {
  return (language && CATALOGUES[language]) || CATALOGUES.en
}

export const DEFAULT_OFFICE_HOURS = 'Monday to Saturday, 10:00 to 18:00'

export function buyerAckMail(details: AckDetails, language: LeadLanguage | null | undefined): { subject: string; text: string } {
  const t = ackCatalogue(language)
  const lines = [t.greeting(details), '', t.thanks(details)]
  if (details.project?.url) lines.push(t.projectLink(details.project.url))
  if (details.project?.brochureUrl) lines.push(t.brochure(details.project.brochureUrl))
  lines.push('', details.assignee ? t.caller(details.assignee) : t.team, t.hours(details.officeHours))
  if (details.sitePhone) lines.push(t.callUs(details.sitePhone))
  lines.push('', t.signOff(details))
  return { subject: t.subject(details), text: lines.join('\n') }
}
