'use client'

import { useEffect } from 'react'

import { listenForWhatsAppClicks } from '../click-beacon'

/**
 * Rendered beside the WhatsApp button only: counts its clicks (click-beacon.ts). Kept out of the
 * site shell so pages without the button carry none of it (the JavaScript budget, docs/product.md §12).
 */
export function WhatsAppClickCounter() {
  useEffect(() => listenForWhatsAppClicks(), [])
  return null
}
