'use client'

/**
 * The dialog QueryDialogs opens, in its own chunk: the popup with its title, text and Close button
 * in the page's language (on a Hindi page, fetched with the lead forms' strings before this renders;
 * English otherwise).
 */
import { leadStrings } from '@/features/leads/components/lead-strings-client'

import { Popup } from '../ui/popup'
import type { QueryDialog } from './QueryDialogs'

export { loadLeadStrings } from '@/features/leads/components/lead-strings-client'

export function QueryDialogPopup({ dialog, action, onClose }: { dialog: QueryDialog; action: string; onClose: () => void }) {
  const words = leadStrings(document.documentElement.lang).dialogs
  return (
    <Popup
      open
      title={words ? words[`${dialog.param}Title`] : dialog.title}
      subtitle={words ? words[`${dialog.param}Text`] : dialog.text}
      onClose={onClose}
      closeButton={false}
    >
      <form
        action={action}
        method="get"
        onSubmit={(e) => {
          e.preventDefault()
          onClose()
        }}
        className="flex justify-end"
      >
        <button type="submit" autoFocus className="btn btn-primary min-w-28">
          {words?.close ?? 'Close'}
        </button>
      </form>
    </Popup>
  )
}
