'use client'

import type { ReactNode } from 'react'

import { Popup } from '@/components/ui/popup'

import { LeadForm } from './LeadForm'

export { loadLeadStrings } from './lead-strings-client'
import type { LeadFormConfig } from './LeadFormView'

export type LeadPopupProps = {
  config: LeadFormConfig
  title: string
  supertitle?: string
  subtitle?: string
  /** `ad`: 760 px with an image at least 400 px high beside the form (docs/product.md §6). */
  variant?: 'default' | 'ad'
  media?: ReactNode
  onClose: () => void
}

/** A lead form in a popup (500 px; the ad popup 760 px); loaded only when one opens. */
export function LeadPopup({ config, title, supertitle, subtitle, variant, media, onClose }: LeadPopupProps) {
  return (
    <Popup open onClose={onClose} title={title} supertitle={supertitle} subtitle={subtitle} variant={variant} media={media}>
      <LeadForm config={config} onDone={onClose} />
    </Popup>
  )
}
