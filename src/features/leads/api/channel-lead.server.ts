import 'server-only'

import type { Lead } from '@/cms/payload-types'

import type { LeadData } from '../schema'
import type { ActiveSource } from './sources.server'

/** The form stored for a source's leads: its default form when set, else the channel's own. */
export function formOf(source: ActiveSource, channel: 'api' | 'google-ads'): Lead['form'] {
  return source.default_form ?? channel
}

/**
 * A lead of another channel in the shape the site forms' store takes. Its `form` there only picks
 * the site-form wording (none applies), the stored form is `formOf`; the source is the source's name.
 */
export function channelLeadData(source: ActiveSource, fields: Pick<LeadData, 'name' | 'email' | 'phone' | 'message' | 'utm'> & { language?: LeadData['language'] }): LeadData {
  return {
    form: 'enquiry',
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    message: fields.message,
    language: fields.language ?? 'en',
    bhk: [],
    utm: fields.utm,
    consent: false,
    honeypotFilled: false,
    source: source.name,
  }
}

/** The consent a source says it collected: whose it was and when. */
export function sourceConsent(source: ActiveSource, at: Date): Pick<Lead, 'consent_text' | 'consent_at'> {
  return { consent_text: `Consent collected by the lead source ${source.name}`, consent_at: at.toISOString() }
}
