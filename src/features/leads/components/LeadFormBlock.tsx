import { formStartedToken } from '../intake/form-started.server'
import { LeadFormSlot } from './LeadFormSlot'
import { browserConfig, type LeadFormConfig, LeadFormView } from './LeadFormView'

/**
 * A lead form placed in a page (server component): the plain HTML form, which works without
 * JavaScript, inside the slot that swaps in the interactive form on first use. It carries the
 * signed render time (`form_started`); on a cached page that is as old as the render, so the live
 * form asks `GET /forms/token` for a fresh one when first focused.
 */
export function LeadFormBlock({ config }: { config: LeadFormConfig }) {
  return (
    <LeadFormSlot config={browserConfig(config)}>
      <LeadFormView config={config} formStarted={formStartedToken()} />
    </LeadFormSlot>
  )
}
