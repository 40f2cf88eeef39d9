'use client'

import Link from '@/components/Link'
import { useState } from 'react'

import { authPost } from './auth-client'
import { AccountForm, Field, FormAlert, FormStatus, SubmitButton } from './fields'
import { usePending } from './use-pending'

/** Whether an account exists is never said: every accepted request gets the same answer. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses this e-mail address, we have sent it a link to choose a new password. The link is valid for one hour.'

export function ForgotPasswordForm() {
  const { pending, error, run } = usePending()
  const [done, setDone] = useState<string | null>(null)

  return (
    <AccountForm
      onData={(data) => {
        const email = String(data.get('email') ?? '').trim()
        void run(async () => {
          setDone(null)
          if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return 'Please enter a valid e-mail address'
          const result = await authPost('/request-password-reset', { email, redirectTo: '/reset_password' })
          if (!result.ok && result.status === 429) return result.message
          setDone(RESET_REQUESTED_MESSAGE)
        })
      }}
    >
      <Field id="forgot-email" label="E-mail" name="email" type="email" autoComplete="email" required />
      <FormAlert message={error} />
      <FormStatus message={done} />
      <SubmitButton pending={pending}>{pending ? 'Sending…' : 'Send reset link'}</SubmitButton>
      <Link href="/login" className="justify-self-start text-sm font-semibold text-brand-700 underline underline-offset-2">
        Back to sign in
      </Link>
    </AccountForm>
  )
}
