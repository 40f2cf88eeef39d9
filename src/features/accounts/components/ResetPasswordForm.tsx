'use client'

import Link from '@/components/Link'
import { useState } from 'react'

import { localizedPath } from '@/features/i18n/locales'

import { type AccountStrings, passwordLengthProblem, shownMessage } from '../account-strings'
import { PASSWORD_MAX_LENGTH } from '../password-policy'
import { authPost } from './auth-client'
import { AccountForm, Field, FormAlert, FormStatus, PasswordRules, SubmitButton } from './fields'
import { usePending } from './use-pending'
import { useQueryParam } from './use-query-param'

export function ResetPasswordForm({ strings }: { strings: AccountStrings<'reset'> }) {
  const { reset: t, common, locale } = strings
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
        <FormAlert message={t.badLink} />
        <Link href={localizedPath('/forgot_password', locale)} className="btn btn-primary">
          {t.newLink}
        </Link>
      </div>
    )
  }

  if (done) {
    return (
      <div className="grid gap-4">
        <FormStatus message={t.done} />
        <Link href={localizedPath('/login', locale)} className="btn btn-primary">
          {t.signIn}
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
        const lengthProblem = passwordLengthProblem(password, common)
        if (lengthProblem) found.password = lengthProblem
        else if (password !== confirm) found.confirm = t.mismatch
        setProblems(found)
        if (found.password || found.confirm || !token) return
        void run(async () => {
          const result = await authPost('/reset-password', { newPassword: password, token }, { locale })
          if (!result.ok) return result.code === 'INVALID_TOKEN' ? t.badLink : shownMessage(strings, result.message)
          setDone(true)
        })
      }}
    >
      <Field
        id="reset-password"
        label={t.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        hint={<PasswordRules id="reset-password-rules" common={common} />}
        error={problems.password}
      />
      <Field id="reset-confirm" label={t.again} name="confirm" type="password" autoComplete="new-password" required maxLength={PASSWORD_MAX_LENGTH} error={problems.confirm} />
      <FormAlert message={error} />
      <SubmitButton pending={pending}>{pending ? t.pending : t.submit}</SubmitButton>
    </AccountForm>
  )
}
