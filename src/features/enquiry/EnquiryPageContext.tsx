'use client'

import { useEffect } from 'react'

import { type EnquiryProperty, setEnquiryPageProperty } from './enquiry-store'

/** Tells page-wide enquiry buttons (the help button) which property this page is about. */
export function EnquiryPageContext({ property }: { property: EnquiryProperty }) {
  const { id, name, city } = property
  useEffect(() => {
    setEnquiryPageProperty({ id, name, city })
    return () => setEnquiryPageProperty(null)
  }, [id, name, city])
  return null
}
