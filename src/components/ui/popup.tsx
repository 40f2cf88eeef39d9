'use client'

import { type ReactNode, useEffect, useId, useRef } from 'react'

import { AD_POPUP_IMAGE_MIN_HEIGHT_PX, AD_POPUP_WIDTH_PX, POPUP_WIDTH_PX } from '../../lib/site'
import { CloseIcon } from '../icons'

export type PopupProps = {
  open: boolean
  /** Called when the visitor closes the popup (X button, Escape, or a `close` from the page). */
  onClose: () => void
  title: string
  supertitle?: string
  subtitle?: string
  /** `default` is 500 px wide (forms); `ad` is 760 px with room for an image at least 400 px high. */
  variant?: 'default' | 'ad'
  /** An image beside the content on wide screens (ad popup). */
  media?: ReactNode
  /** Show the X button in the corner (accessible name 'Close'). */
  closeButton?: boolean
  children?: ReactNode
}

/**
 * A modal popup on the native <dialog>: the browser gives it role=dialog, aria-modal, a focus trap,
 * Escape to close and focus return. Widths follow docs/product.md §6/§11.
 */
export function Popup({
  open,
  onClose,
  title,
  supertitle,
  subtitle,
  variant = 'default',
  media,
  closeButton = true,
  children,
}: PopupProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const subtitleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open) {
      // A server-rendered dialog arrives open but not modal; reopen it as a modal.
      if (dialog.open && !dialog.matches(':modal')) dialog.close()
      if (!dialog.open) dialog.showModal()
    } else if (dialog.open) {
      dialog.close()
    }
  }, [open])

  const width = variant === 'ad' ? AD_POPUP_WIDTH_PX : POPUP_WIDTH_PX

  return (
    <dialog
      ref={ref}
      // Rendered open on the server so the message also shows without JavaScript.
      open={open || undefined}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      onClose={(event) => {
        // Reopening the server-rendered dialog as a modal fires a stale `close`: ignore it.
        if (open && !event.currentTarget.open) onClose()
      }}
      className="fixed inset-0 z-[70] m-auto max-h-[calc(100dvh-2rem)] overflow-auto rounded-2xl bg-white p-0 text-ink shadow-2xl"
      style={{ width: `min(${width}px, calc(100vw - 2rem))` }}
    >
      <div className={variant === 'ad' && media ? 'grid md:grid-cols-2' : undefined}>
        {variant === 'ad' && media ? (
          <div className="relative overflow-hidden bg-brand-50" style={{ minHeight: AD_POPUP_IMAGE_MIN_HEIGHT_PX }}>
            {media}
          </div>
        ) : null}
        <div className="relative p-6">
          {closeButton ? (
            <button
              type="button"
              aria-label="Close"
              onClick={() => onClose()}
              className="absolute right-3 top-3 rounded-full p-2 text-muted hover:bg-surface hover:text-ink"
            >
              <CloseIcon size={20} />
            </button>
          ) : null}
          {supertitle ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{supertitle}</p> : null}
          <h2 id={titleId} className="pr-8 text-xl font-bold">
            {title}
          </h2>
          {subtitle ? (
            <p id={subtitleId} className="mt-1 text-muted">
              {subtitle}
            </p>
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
        </div>
      </div>
    </dialog>
  )
}
