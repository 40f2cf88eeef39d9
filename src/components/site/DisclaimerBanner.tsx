'use client'

import { useEffect, useState } from 'react'

import type { DisclaimerStrings } from '@/features/i18n/shell-strings'
import { DISCLAIMER_SESSION_KEY } from '@/lib/site'

import { CloseIcon, ShieldCheckIcon } from '../icons'

/** True the first time it is asked in a browser session (sessionStorage), then false. */
function firstTimeThisSession(): boolean {
  try {
    if (window.sessionStorage.getItem(DISCLAIMER_SESSION_KEY) !== null) return false
    window.sessionStorage.setItem(DISCLAIMER_SESSION_KEY, 'shown')
    return true
  } catch {
    // Storage blocked: showing it every time is the safe side.
    return true
  }
}

/** The disclaimer (docs/product.md §6): once per browser session, closed with an X, collapsible on mobile. */
export function DisclaimerBanner({ text, strings }: { text: string; strings: DisclaimerStrings }) {
  const [visible, setVisible] = useState(false)
  const [expanded, setExpanded] = useState(false)

  useEffect(() => {
    // sessionStorage only exists in the browser, so the decision waits for the first effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (firstTimeThisSession()) setVisible(true)
  }, [])

  if (!visible) return null
  return (
    <section
      aria-label={strings.title}
      className="fixed bottom-4 left-4 right-24 z-40 rounded-2xl border border-line border-l-4 border-l-accent-400 bg-white text-ink shadow-2xl md:bottom-6 md:left-6 md:right-auto md:max-w-md"
    >
      <div className="flex items-start gap-3 p-4">
        <ShieldCheckIcon size={22} className="mt-0.5 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1 text-sm leading-relaxed">
          <h2 className="font-semibold">{strings.title}</h2>
          <p id="disclaimer-text" className={expanded ? 'mt-1 text-muted' : 'mt-1 hidden text-muted md:block'}>
            {text}
          </p>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls="disclaimer-text"
            onClick={() => setExpanded((v) => !v)}
            className="mt-1 font-medium text-brand-700 underline underline-offset-2 md:hidden"
          >
            {expanded ? strings.showLess : strings.readMore}
          </button>
        </div>
        <button
          type="button"
          aria-label={strings.close}
          onClick={() => setVisible(false)}
          className="-m-1 shrink-0 rounded-full p-1.5 text-muted hover:bg-surface hover:text-ink"
        >
          <CloseIcon size={20} />
        </button>
      </div>
    </section>
  )
}
