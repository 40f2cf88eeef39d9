'use client'

import { useState } from 'react'

import { PASSWORD_MAX_LENGTH } from '../password-policy'
import { authPost } from './auth-client'
import { AccountForm, Field, FormAlert, FormStatus, PasswordRules, passwordLengthProblem, SubmitButton } from './fields'
import { usePending } from './use-pending'

export function ChangePasswordForm() {
  const { pending, error, run } = usePending()
  const [status, setStatus] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <AccountForm
      onData={(data, form) => {
        const currentPassword = String(data.get('currentPassword') ?? '')
        const newPassword = String(data.get('newPassword') ?? '')
        const lengthProblem = passwordLengthProblem(newPassword)
        setProblem(lengthProblem)
        if (lengthProblem) return
        void run(async () => {
          setStatus(null)
          if (!currentPassword) return 'Enter your current password'
          const result = await authPost('/change-password', { currentPassword, newPassword, revokeOtherSessions: data.get('revokeOtherSessions') === 'on' })
          if (!result.ok) return result.message
          form.reset()
          setStatus('Your password has been changed.')
        })
      }}
    >
      <Field id="profile-current-password" label="Current password" name="currentPassword" type="password" autoComplete="current-password" required />
      <Field
        id="profile-new-password"
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        hint={<PasswordRules id="profile-new-password-rules" />}
        error={problem}
      />
      <div className="flex items-center gap-2">
        <input id="profile-revoke" name="revokeOtherSessions" type="checkbox" defaultChecked className="h-4 w-4" />
        <label htmlFor="profile-revoke" className="text-sm">
          Sign out on my other devices
        </label>
      </div>
      <FormAlert message={error} />
      <FormStatus message={status} />
      <SubmitButton pending={pending} className="justify-self-start">
        Change password
      </SubmitButton>
    </AccountForm>
  )
}
