import { LEAD_FORM_EN } from '@/features/leads/form-strings'
import { LeadFormSlot } from '@/features/leads/components/LeadFormSlot'
import type { LeadFormConfig, LeadProperty, VisitFormChoices } from '@/features/leads/components/LeadFormView'

/**
 * 'Book a site visit' on a property page (docs/product.md §15), kept to a button so the page stays within its
 * HTML budget (docs/product.md §13). Without JavaScript the button opens the booking form
 * (`GET /forms/site-visit?property=<id>`: day, time and the §7 fields, a plain HTML post that comes
 * back to this page); with it, the first touch swaps in the live booking form here, which lists the
 * chosen day's free times.
 */
export function SiteVisitBlock({
  property,
  url,
  visit,
  language,
}: {
  property: LeadProperty
  url: string
  visit: VisitFormChoices
  /** The page's language and the form's strings in it (the interest form's). */
  language: Pick<LeadFormConfig, 'language' | 'strings'>
}) {
  return (
    <LeadFormSlot config={{ kind: 'site-visit', idPrefix: 'v', redirectPath: url, property, visit, language: language.language }}>
      <form action="/forms/site-visit">
        <input type="hidden" name="property" value={property.id} />
        {language.language === 'hi' ? <input type="hidden" name="language" value="hi" /> : null}
        {/* Named like the live form's first field, so a keyboard user lands on it when the form swaps in. */}
        <button name="visit_date" value="" className="btn btn-secondary mt-3 w-full">
          {(language.strings ?? LEAD_FORM_EN).bookSiteVisit}
        </button>
      </form>
    </LeadFormSlot>
  )
}
