'use client'

import { lazy, type ReactNode, Suspense, useState } from 'react'

import type { LeadFormConfig } from './LeadFormView'

// With the strings of the page's language (<html lang>), so the popup opens in it.
const LeadPopup = lazy(() => import('./LeadPopup').then(async (m) => (await m.loadLeadStrings(document.documentElement.lang), { default: m.LeadPopup })))

/**
 * "Get price details" / "Enquire now": opens the project interest form in a popup. Without
 * JavaScript it is a link to the inline form on the same page.
 */
export function InterestPopupButton({
  config,
  title,
  subtitle,
  inlineFormId,
  className,
  supertitle,
  children,
}: {
  config: LeadFormConfig
  title: string
  subtitle?: string
  inlineFormId: string
  className?: string
  /** 'Enquire now', in the page's language. */
  supertitle: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <a
        href={`#${inlineFormId}`}
        className={className}
        onClick={(e) => {
          e.preventDefault()
          setOpen(true)
        }}
      >
        {children}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <LeadPopup config={config} title={title} subtitle={subtitle} supertitle={supertitle} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
