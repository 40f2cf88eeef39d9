/**
 * The browser's side of the chat widget (docs/product.md §18): the help menu opens its window and
 * hides its button while the menu is open. Nothing else touches `$zoho`. Calls made before Zoho's
 * script is ready are kept and made when it is.
 */
type Visible = { visible?: (state: 'show' | 'hide') => void }
type SalesIq = { ready?: () => void; floatwindow?: Visible; floatbutton?: Visible }

function salesiq(): SalesIq | null {
  if (typeof window === 'undefined') return null
  // Zoho's embed keeps a `$zoho.salesiq` that is already there (its ready callback included).
  const w = window as { $zoho?: { salesiq?: SalesIq } }
  w.$zoho ??= {}
  return (w.$zoho.salesiq ??= {})
}

let buttonWanted: 'show' | 'hide' | null = null
let windowWanted = false
let hooked = false

function apply(): boolean {
  const siq = salesiq()
  if (!siq?.floatwindow?.visible || !siq.floatbutton?.visible) return false
  if (buttonWanted) siq.floatbutton.visible(buttonWanted)
  if (windowWanted) siq.floatwindow.visible('show')
  buttonWanted = null
  windowWanted = false
  return true
}

function whenReady(): void {
  if (apply() || hooked) return
  const siq = salesiq()
  if (!siq) return
  hooked = true
  const before = siq.ready
  siq.ready = () => {
    before?.()
    apply()
  }
}

export function openChat(): void {
  windowWanted = true
  whenReady()
}

/** The widget's own button: hidden while the help menu is open, shown again once it closes. */
export function showChatButton(show: boolean): void {
  buttonWanted = show ? 'show' : 'hide'
  whenReady()
}
