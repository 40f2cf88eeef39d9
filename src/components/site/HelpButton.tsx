'use client'

import Link from '@/components/Link'
import { type MouseEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { helpIconIntervalMs } from '@/features/help/icon-cycle'
import type { HelpStrings } from '@/features/i18n/shell-strings'
import { getEnquiryPageProperty, openEnquiry, subscribeEnquiryPage } from '@/features/enquiry/enquiry-store'
import { HELP_ENQUIRY_SOURCE, MOBILE_MAX_WIDTH_PX } from '@/lib/site'

import { ChatIcon, CloseIcon, MessageIcon, PhoneIcon, WhatsAppIcon } from '../icons'

const CYCLE = [ChatIcon, PhoneIcon, WhatsAppIcon] as const

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

export type HelpButtonProps = {
  phoneHref: string | null
  whatsappHref: string | null
  /** A chat widget is configured: keep clear of it (docs/product.md §6), offer 'Chat' and hide its button while open. */
  chatWidget: boolean
  /** Its texts in the page's language (docs/product.md §21). */
  strings: HelpStrings
  /** The contact page in the page's language. */
  contactHref?: string
}

/**
 * The floating help button (docs/product.md §6): Phone, WhatsApp and Enquire. Built on <details> so the menu
 * also opens without JavaScript; the script adds the rotating icon and closing on Escape/outside.
 */
export function HelpButton({ phoneHref, whatsappHref, chatWidget, strings, contactHref = '/contact' }: HelpButtonProps) {
  const ref = useRef<HTMLDetailsElement>(null)
  const [open, setOpen] = useState(false)
  const [iconIndex, setIconIndex] = useState(0)
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`)
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const property = useSyncExternalStore(subscribeEnquiryPage, getEnquiryPageProperty, () => null)

  const interval = open ? null : helpIconIntervalMs({ mobile, reducedMotion })
  useEffect(() => {
    if (interval === null) return
    const timer = setInterval(() => setIconIndex((i) => (i + 1) % CYCLE.length), interval)
    return () => clearInterval(timer)
  }, [interval])

  // The widget's own button steps aside while this menu is open (docs/product.md §18).
  // Loaded only on sites with a widget.
  useEffect(() => {
    if (chatWidget) void import('@/features/chat-widget/chat').then((chat) => chat.showChatButton(!open))
  }, [chatWidget, open])

  useEffect(() => {
    if (!open) return
    const details = ref.current
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && details) {
        details.open = false
        details.querySelector('summary')?.focus()
      }
    }
    const onPointer = (e: PointerEvent) => {
      if (details && !details.contains(e.target as Node)) details.open = false
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  const onEnquire = (event: MouseEvent<HTMLAnchorElement>) => {
    // On a property page the enquiry popup (when registered) opens in place with the project.
    if (property && openEnquiry({ property, source: HELP_ENQUIRY_SOURCE })) {
      event.preventDefault()
      if (ref.current) ref.current.open = false
    }
  }

  const Icon = reducedMotion ? ChatIcon : CYCLE[iconIndex]!
  // With a chat widget: 140 px from the bottom, 100 px at widths of 468 px or less (globals.css).
  const offset = chatWidget ? 'help-above-chat' : 'bottom-4 md:bottom-6'

  return (
    <details
      ref={ref}
      data-testid="help-button"
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className={`group fixed right-4 z-50 md:right-6 ${offset}`}
    >
      <summary className="help-summary">
        <span key={open ? 'open' : iconIndex} className={open || reducedMotion ? 'flex' : 'help-icon-enter flex'}>
          {open ? <CloseIcon size={24} /> : <Icon size={24} />}
        </span>
        <span className="sr-only md:not-sr-only md:font-semibold">{strings.needHelp}</span>
      </summary>
      <div className="absolute bottom-full right-0 mb-3 w-60 rounded-2xl border border-line bg-white p-2 shadow-xl">
        <p className="px-3 pb-1 pt-2 text-sm text-muted">{strings.reply}</p>
        {/* Any choice closes the menu; the page may stay (phone, WhatsApp) or change client-side. */}
        <ul
          className="flex flex-col"
          onClick={() => {
            if (ref.current) ref.current.open = false
          }}
        >
          {phoneHref ? (
            <li>
              <a href={phoneHref} className="help-item">
                <PhoneIcon size={20} className="text-brand-700" />
                {strings.phone}
              </a>
            </li>
          ) : null}
          {whatsappHref ? (
            <li>
              <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className="help-item">
                <WhatsAppIcon size={20} className="text-[#128c4a]" />
                {strings.whatsapp}
              </a>
            </li>
          ) : null}
          {chatWidget ? (
            <li>
              <button type="button" onClick={() => void import('@/features/chat-widget/chat').then((chat) => chat.openChat())} className="help-item w-full">
                <ChatIcon size={20} className="text-brand-700" />
                {strings.chat}
              </button>
            </li>
          ) : null}
          <li>
            <Link href={contactHref} onClick={onEnquire} className="help-item">
              <MessageIcon size={20} className="text-brand-700" />
              {strings.enquire}
            </Link>
          </li>
        </ul>
      </div>
    </details>
  )
}
