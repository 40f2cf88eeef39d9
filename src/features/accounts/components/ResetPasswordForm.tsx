'use client'

import Link from '@/components/Link'
import { useState } from 'react'

import { PASSWORD_MAX_LENGTH } from '../password-policy'
import { authPost } from './auth-client'
import { AccountForm, Field, FormAlert, FormStatus, PasswordRules, passwordLengthProblem, SubmitButton } from './fields'
import { usePending } from './use-pending'
import { useQueryParam } from './use-query-param'

const BAD_LINK = 'This link is invalid or has expired. Ask for a new one'

export function ResetPasswordForm() {
  const tokenParam = useQueryParam('token')
  const errorParam = useQueryParam('error')
  const [problems, setProblems] = useState<{ password?: string; confirm?: string }>({})
  const [done, setDone] = useState(false)
  const { pending, error, run } = usePending()

  // undefined while rendering on the server; null when the link carries no usable token.
  const token = tokenParam === undefined ? undefined : errorParam ? null : tokenParam
  if (token === null) {
    return (
      <div className="grid gap-4">
        <FormAlert message={BAD_LINK} />
        <Link href="/forgot_password" className="btn btn-primary">
          Ask for a new link
        </Link>
      </div>
    )
  }

  if (done) {
    return (
      <div className="grid gap-4">
        <FormStatus message="Your password has been changed. Sign in with your new password." />
        <Link href="/login" className="btn btn-primary">
          Sign in
        </Link>
      </div>
    )
  }

  return (
    <AccountForm
      onData={(data) => {
                const password = String(data.get('password') ?? '')
        const confirm = String(data.get('confirm') ?? '')
        const found: { password?: string; confirm?: string } = {}
        const lengthProblem = passwordLengthProblem(password)
        if (lengthProblem) found.password = lengthProblem
        else if (password !== confirm) found.confirm = 'The two passwords do not match'
        setProblems(found)
        if (found.password || found.confirm || !token) return
        void run(async () => {
          const result = await authPost('/reset-password', { newPassword: password, token })
          if (!result.ok) return result.code === 'INVALID_TOKEN' ? BAD_LINK : result.message
          setDone(true)
        })
      }}
    >
      <Field
        id="reset-password"
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        hint={<PasswordRules id="reset-password-rules" />}
        error={problems.password}
      />
      <Field id="reset-confirm" label="New password again" name="confirm" type="password" autoComplete="new-password" required maxLength={PASSWORD_MAX_LENGTH} error={problems.confirm} />
      <FormAlert message={error} />
      <SubmitButton pending={pending}>{pending ? 'Saving…' : 'Save new password'}</SubmitButton>
    </AccountForm>
  )
}
