'use client'

import type { ReactNode } from 'react'

import { useAfterLoad } from '@/lib/browser/after-load'

/**
 * Mounts its children once the page has loaded and the browser is idle, or at the first
 * interaction (src/lib/browser/after-load.ts). For islands that render nothing on the server.
 */
export function AfterLoad({ children }: { children: ReactNode }) {
  return useAfterLoad() ? children : null
}
