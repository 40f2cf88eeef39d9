'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'

import { QUERY_DIALOGS } from '@/lib/site'

import { Popup } from '../ui/popup'

/**
 * `?submission=success` and `?newsletter=success` messages (SPEC §6). Close returns to the same path
 * without the query string; without JavaScript the Close button is a plain GET form to that path.
 */
export function QueryDialogs() {
  const params = useSearchParams()
  const pathname = usePathname()
  const router = useRouter()
  const dialog = QUERY_DIALOGS.find((d) => params.get(d.param) === d.value)
  if (!dialog) return null

  const close = () => router.replace(pathname, { scroll: false })
  return (
    <Popup open title={dialog.title} subtitle={dialog.text} onClose={close} closeButton={false}>
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
          Close
        </button>
      </form>
    </Popup>
  )
}
