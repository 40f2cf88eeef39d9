import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { dismissToast, getServerToasts, getToasts, subscribeToasts, toast } from './toast-store'

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    for (const t of getToasts()) dismissToast(t.id)
    vi.useRealTimers()
  })

  it('has the server snapshot as its list while no toast shows, before and after one', () => {
    // The same value on both sides: the Toaster hydrates without a second, synchronous render.
    expect(getToasts()).toBe(getServerToasts())
    toast('Saved')
    expect(getToasts()).not.toBe(getServerToasts())
    vi.advanceTimersByTime(3000)
    expect(getToasts()).toBe(getServerToasts())
  })

  it('closes global toasts after 3000 ms', () => {
    toast('Property added to favourites')
    expect(getToasts()).toHaveLength(1)
    vi.advanceTimersByTime(2999)
    expect(getToasts()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(getToasts()).toHaveLength(0)
  })

  it('keeps form toasts for 5000 ms in their own placement', () => {
    toast.form.success('Sent')
    expect(getToasts()[0]).toMatchObject({ placement: 'form', tone: 'success', duration: 5000 })
    vi.advanceTimersByTime(4999)
    expect(getToasts()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(getToasts()).toHaveLength(0)
  })

  it('closes a toast on demand and tells subscribers', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToasts(listener)
    const id = toast.error('Failed')
    dismissToast(id)
    expect(getToasts()).toHaveLength(0)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
  })
})
