import { LeadFormSlot } from '@/features/leads/components/LeadFormSlot'
import type { LeadFormConfig, LeadProperty, VisitFormChoices } from '@/features/leads/components/LeadFormView'

/**
 * 'Book a site visit' on a property page (SPEC §15), kept to a button so the page stays within its
 * HTML budget (SPEC §13). Without JavaScript the button opens the booking form
 * (`GET /forms/site-visit?property=<id>`: day, time and the §7 fields, a plain HTML post); with it,
 * the first touch swaps in the live booking form here, which lists the chosen day's free times.
 */
export function SiteVisitBlock({ property, url, visit }: { property: LeadProperty; url: string; visit: VisitFormChoices }) {
  const config: LeadFormConfig = {
    kind: 'site-visit',
    idPrefix: 'visit',
    redirectPath: url,
    property,
    source: 'property page site visit',
    submitLabel: 'Book the visit',
    visit,
  }
  return (
    <LeadFormSlot config={config}>
      <form method="get" action="/forms/site-visit" data-visit-start="">
        <input type="hidden" name="property" value={String(property.id)} />
        <input type="hidden" name="zf_redirect_url" value={url} />
        {/* Named like the live form's first field, so a keyboard user lands on it when the form swaps in. */}
        <button type="submit" name="visit_date" value="" className="btn btn-primary">
          Pick a day and time
        </button>
      </form>
    </LeadFormSlot>
  )
}
