'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { lazy, Suspense, useSyncExternalStore } from 'react'

import { QUERY_DIALOGS } from '@/lib/site'

// Loaded when a dialog opens (with its words in the page's language, <html lang>): every page
// carries this component, few ever show a dialog.
const QueryDialogPopup = lazy(() =>
  import('./QueryDialogPopup').then(async (m) => (await m.loadLeadStrings(document.documentElement.lang), { default: m.QueryDialogPopup })),
)

export type QueryDialog = (typeof QUERY_DIALOGS)[number]

// A dialog opened by a script (a lead form posted without a page reload) rather than by the URL.
let shown: QueryDialog | null = null
const listeners = new Set<() => void>()
function setShown(dialog: QueryDialog | null) {
  shown = dialog
  for (const listener of listeners) listener()
}
function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Opens the dialog `?<param>=<value>` would open, without changing the URL. */
export function showQueryDialog(param: QueryDialog['param']): void {
  setShown(QUERY_DIALOGS.find((d) => d.param === param) ?? null)
}

/**
 * `?submission=success` and `?newsletter=success` messages (docs/product.md §6). Close returns to the same path
 * without the query string; without JavaScript the Close button is a plain GET form to that path.
 */
export function QueryDialogs() {
  const params = useSearchParams()
  const pathname = usePathname()
  const router = useRouter()
  const scripted = useSyncExternalStore(subscribe, () => shown, () => null)
  const dialog = scripted ?? QUERY_DIALOGS.find((d) => params.get(d.param) === d.value)
  if (!dialog) return null

  const close = () => (scripted ? setShown(null) : router.replace(pathname, { scroll: false }))
  return (
    <Suspense>
      <QueryDialogPopup dialog={dialog} action={pathname} onClose={close} />
    </Suspense>
  )
}
