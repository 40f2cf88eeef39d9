'use client'

import type React from 'react'
import { useId, useRef, useState } from 'react'

export type AdminTab = { id: string; label: string; content: React.ReactNode }

/**
 * WAI-ARIA tabs (APG "tabs with automatic activation"): one tab in the Tab order, arrow keys move
 * and select with wrap-around, Home and End jump to the ends. Every panel stays mounted and is only
 * hidden, so a half-done upload in the generator survives a look at the dashboard.
 */
export function AdminTabs({ tabs, label }: { tabs: AdminTab[]; label: string }) {
  const [selected, setSelected] = useState(0)
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const base = useId()

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length
    setSelected(next)
    refs.current[next]?.focus()
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-line">
        {tabs.map((tab, i) => {
          const active = i === selected
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[i] = el
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-controls={`${base}-panel-${tab.id}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              onClick={() => select(i)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`-mb-px rounded-t-lg border border-b-0 px-4 py-2.5 font-semibold ${
                active ? 'border-line bg-white text-brand-800' : 'border-transparent text-muted hover:bg-surface hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={i !== selected}
          tabIndex={0}
          className="py-6"
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
