'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { lazy, Suspense, useSyncExternalStore } from 'react'

import type { DialogStrings } from '@/features/i18n/shell-strings'
import { QUERY_DIALOGS } from '@/lib/site'

// Loaded when a dialog opens: every page carries this component, few ever show a dialog.
const Popup = lazy(() => import('../ui/popup').then((m) => ({ default: m.Popup })))

type QueryDialog = (typeof QUERY_DIALOGS)[number]

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
 * `strings`: the dialogs in the page's language (Hindi pages); English otherwise.
 */
export function QueryDialogs({ strings }: { strings?: DialogStrings }) {
  const params = useSearchParams()
  const pathname = usePathname()
  const router = useRouter()
  const scripted = useSyncExternalStore(subscribe, () => shown, () => null)
  const dialog = scripted ?? QUERY_DIALOGS.find((d) => params.get(d.param) === d.value)
  if (!dialog) return null

  const close = () => (scripted ? setShown(null) : router.replace(pathname, { scroll: false }))
  const title = strings ? strings[`${dialog.param}Title`] : dialog.title
  const text = strings ? strings[`${dialog.param}Text`] : dialog.text
  return (
    <Suspense>
      <Popup open title={title} subtitle={text} onClose={close} closeButton={false}>
        <form
          action={pathname}
          method="get"
          onSubmit={(e) => {
            e.preventDefault()
            close()
          }}
          className="flex justify-end"
        >
          <button type="submit" autoFocus className="btn btn-primary min-w-28">
            {strings?.close ?? 'Close'}
          </button>
        </form>
      </Popup>
    </Suspense>
  )
}
