import { describe, expect, it, vi } from 'vitest'

import { getEnquiryPageProperty, openEnquiry, registerEnquiryOpener, setEnquiryPageProperty } from './enquiry-store'

describe('enquiry seam', () => {
  it('falls back to the link while no popup is registered', () => {
    expect(openEnquiry({ source: 'clicked enq button from bottom' })).toBe(false)
  })

  it('hands the request to a registered popup', () => {
    const open = vi.fn()
    const unregister = registerEnquiryOpener(open)
    const property = { id: 3, name: 'Sky Villas', city: 'Pune' }
    expect(openEnquiry({ property, source: 'clicked enq button from bottom' })).toBe(true)
    expect(open).toHaveBeenCalledWith({ property, source: 'clicked enq button from bottom' })
    unregister()
    expect(openEnquiry({ source: 'x' })).toBe(false)
  })

  it('remembers the property of the current page', () => {
    setEnquiryPageProperty({ id: 1, name: 'A', city: null })
    expect(getEnquiryPageProperty()?.name).toBe('A')
    setEnquiryPageProperty(null)
    expect(getEnquiryPageProperty()).toBeNull()
  })
})
