'use client'

/**
 * "Retry now" in the sidebar of a lead delivery (registered as the `retryNow` UI field of
 * src/cms/collections/LeadDeliveries.ts): calls POST /api/cms/lead-deliveries/:id/retry and reloads
 * the document, so status, attempts and next try show the new state.
 */
import { Button, toast, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

export function RetryDeliveryButton() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const { config } = useConfig()
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  if (!id || status === 'sent') return null

  const retry = async () => {
    setBusy(true)
    try {
      const response = await fetch(`${config.serverURL}${config.routes.api}/lead-deliveries/${id}/retry`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (response.ok) toast.success(body.message ?? 'Queued for delivery.')
      else toast.error(body.message ?? `Retry failed (${response.status}).`)
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type">
      <Button buttonStyle="secondary" disabled={busy} onClick={retry} size="medium">
        {busy ? 'Retrying…' : 'Retry now'}
      </Button>
      <p className="field-description">Sends this delivery again within seconds and keeps retrying for another 24 hours.</p>
    </div>
  )
}
