/**
 * Toasts (docs/product.md §6): global ones close after 3 s or on click; form toasts sit top-right for 5 s.
 * A tiny store any client component can call: `toast('Saved')`, `toast.form.success('Sent')`.
 */
import { TOAST_FORM_MS, TOAST_GLOBAL_MS } from '../../lib/site'

export type ToastPlacement = 'global' | 'form'
export type ToastTone = 'info' | 'success' | 'error'
export type ToastItem = { id: number; message: string; placement: ToastPlacement; tone: ToastTone; duration: number }

/**
 * The list while no toast shows: the server's snapshot too, so `useSyncExternalStore` in the
 * layout's Toaster sees the same value in the browser as on the server and hydration needs no
 * second, synchronous render of it (docs/product.md §23).
 */
const EMPTY: ToastItem[] = []
let items: ToastItem[] = EMPTY
let nextId = 1
const listeners = new Set<() => void>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function emit() {
  for (const listener of listeners) listener()
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getToasts(): ToastItem[] {
  return items
}

export function getServerToasts(): ToastItem[] {
  return EMPTY
}

export function dismissToast(id: number): void {
  const timer = timers.get(id)
  if (timer) clearTimeout(timer)
  timers.delete(id)
  const remaining = items.filter((t) => t.id !== id)
  items = remaining.length > 0 ? remaining : EMPTY
  emit()
}

function show(message: string, placement: ToastPlacement, tone: ToastTone): number {
  const id = nextId++
  const duration = placement === 'form' ? TOAST_FORM_MS : TOAST_GLOBAL_MS
  items = [...items, { id, message, placement, tone, duration }]
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  )
  emit()
  return id
}

type ToastApi = ((message: string) => number) & {
  success: (message: string) => number
  error: (message: string) => number
  form: { info: (message: string) => number; success: (message: string) => number; error: (message: string) => number }
}

export const toast: ToastApi = Object.assign((message: string) => show(message, 'global', 'info'), {
  success: (message: string) => show(message, 'global', 'success'),
  error: (message: string) => show(message, 'global', 'error'),
  form: {
    info: (message: string) => show(message, 'form', 'info'),
    success: (message: string) => show(message, 'form', 'success'),
    error: (message: string) => show(message, 'form', 'error'),
  },
})
