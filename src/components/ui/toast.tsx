'use client'

import { useSyncExternalStore } from 'react'

import { CloseIcon } from '../icons'
import { dismissToast, getServerToasts, getToasts, subscribeToasts, type ToastItem } from './toast-store'

const TONE_CLASSES: Record<ToastItem['tone'], string> = {
  info: 'bg-brand-900 text-white',
  success: 'bg-brand-700 text-white',
  error: 'bg-red-800 text-white',
}

/** The panels' names and the close hint, in the page's language (messages/<locale>.json `Toasts`). */
export type ToastLabels = { notifications: string; formMessages: string; dismiss: string }

function ToastList({ toasts, className, label, dismiss }: { toasts: ToastItem[]; className: string; label: string; dismiss: string }) {
  return (
    <div role="region" aria-label={label} className={className}>
      <ul aria-live="polite" className="flex flex-col gap-2">
        {toasts.map((t) => (
          <li key={t.id} className="toast-enter">
            {/* The whole toast is the close control: a click anywhere on it dismisses it. */}
            <button
              type="button"
              onClick={() => dismissToast(t.id)}
              className={`on-dark flex w-full max-w-sm items-start gap-3 rounded-xl px-4 py-3 text-left text-sm font-medium shadow-lg ${TONE_CLASSES[t.tone]}`}
            >
              <span className="flex-1">{t.message}</span>
              <CloseIcon size={16} className="mt-0.5 shrink-0 opacity-80" />
              <span className="sr-only">{dismiss}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Renders the two toast placements; mount once in the site layout. */
export function Toaster({ labels }: { labels: ToastLabels }) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts)
  return (
    <>
      <ToastList
        label={labels.notifications}
        dismiss={labels.dismiss}
        toasts={toasts.filter((t) => t.placement === 'global')}
        className="pointer-events-none fixed inset-x-0 bottom-24 z-[60] flex justify-center px-4 [&_button]:pointer-events-auto"
      />
      <ToastList
        label={labels.formMessages}
        dismiss={labels.dismiss}
        toasts={toasts.filter((t) => t.placement === 'form')}
        className="pointer-events-none fixed right-4 top-4 z-[60] flex justify-end [&_button]:pointer-events-auto"
      />
    </>
  )
}
