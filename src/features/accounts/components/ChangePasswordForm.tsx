'use client'

import { useState } from 'react'

import { type AccountStrings, passwordLengthProblem, shownMessage } from '../account-strings'
import { PASSWORD_MAX_LENGTH } from '../password-policy'
import { authPost } from './auth-client'
import { AccountForm, Field, FormAlert, FormStatus, PasswordRules, SubmitButton } from './fields'
import { usePending } from './use-pending'

export function ChangePasswordForm({ strings }: { strings: AccountStrings<'changePassword'> }) {
  const { changePassword: t, common, locale } = strings
  const { pending, error, run } = usePending()
  const [status, setStatus] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <AccountForm
      onData={(data, form) => {
        const currentPassword = String(data.get('currentPassword') ?? '')
        const newPassword = String(data.get('newPassword') ?? '')
        const lengthProblem = passwordLengthProblem(newPassword, common)
        setProblem(lengthProblem)
        if (lengthProblem) return
        void run(async () => {
          setStatus(null)
          if (!currentPassword) return t.missingCurrent
          const result = await authPost('/change-password', { currentPassword, newPassword, revokeOtherSessions: data.get('revokeOtherSessions') === 'on' }, { locale })
          if (!result.ok) return shownMessage(strings, result.message)
          form.reset()
          setStatus(t.done)
        })
      }}
    >
      <Field id="profile-current-password" label={t.current} name="currentPassword" type="password" autoComplete="current-password" required />
      <Field
        id="profile-new-password"
        label={t.newPassword}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        hint={<PasswordRules id="profile-new-password-rules" common={common} />}
        error={problem}
      />
      <div className="flex items-center gap-2">
        <input id="profile-revoke" name="revokeOtherSessions" type="checkbox" defaultChecked className="h-4 w-4" />
        <label htmlFor="profile-revoke" className="text-sm">
          {t.revoke}
        </label>
      </div>
      <FormAlert message={error} />
      <FormStatus message={status} />
      <SubmitButton pending={pending} className="justify-self-start">
        {t.submit}
      </SubmitButton>
    </AccountForm>
  )
}
