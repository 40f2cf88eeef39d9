'use client'

import { useEffect } from 'react'

import { recordView } from '../recent-store'

/** Notes the property page as viewed (docs/product.md §14 'Recently viewed'); renders nothing. */
export function RecordView({ id }: { id: number }) {
  useEffect(() => recordView(id), [id])
  return null
}
