'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useRef } from 'react'

import { MenuIcon } from '../icons'

/**
 * The header menu on small screens: a <details> disclosure (works without JavaScript) that closes
 * after a navigation, on Escape and on a click outside.
 */
export function MobileMenu({ className = '', children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null)
  const pathname = usePathname()

  useEffect(() => {
    if (ref.current) ref.current.open = false
  }, [pathname])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const details = ref.current
      if (e.key === 'Escape' && details?.open) {
        details.open = false
        details.querySelector('summary')?.focus()
      }
    }
    const onPointer = (e: PointerEvent) => {
      const details = ref.current
      if (details?.open && !details.contains(e.target as Node)) details.open = false
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [])

  return (
    <details ref={ref} className={`group relative ${className}`}>
      <summary className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm font-semibold hover:bg-brand-50">
        <MenuIcon size={20} />
        Menu
      </summary>
      <div className="absolute right-0 top-full mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-4 shadow-xl">
        {children}
      </div>
    </details>
  )
}
