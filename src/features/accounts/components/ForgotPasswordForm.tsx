'use client'

import Link from '@/components/Link'
import { useState } from 'react'

import { localizedPath } from '@/features/i18n/locales'

import { type AccountStrings, shownMessage } from '../account-strings'
import { authPost } from './auth-client'
import { AccountForm, Field, FormAlert, FormStatus, SubmitButton } from './fields'
import { usePending } from './use-pending'

/** Whether an account exists is never said: every accepted request gets the same answer (`forgot.done`). */
export function ForgotPasswordForm({ strings }: { strings: AccountStrings<'forgot'> }) {
  const { forgot: t, common, locale } = strings
  const { pending, error, run } = usePending()
  const [done, setDone] = useState<string | null>(null)

  return (
    <AccountForm
      onData={(data) => {
        const email = String(data.get('email') ?? '').trim()
        void run(async () => {
          setDone(null)
          if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return common.invalidEmail
          // The mail is written in the page's language and its link opens the reset page in it.
          const result = await authPost('/request-password-reset', { email, redirectTo: localizedPath('/reset_password', locale) }, { locale })
          if (!result.ok && result.status === 429) return shownMessage(strings, result.message)
          setDone(t.done)
        })
      }}
    >
      <Field id="forgot-email" label={common.email} name="email" type="email" autoComplete="email" required />
      <FormAlert message={error} />
      <FormStatus message={done} />
      <SubmitButton pending={pending}>{pending ? common.sending : t.submit}</SubmitButton>
      <Link href={localizedPath('/login', locale)} className="justify-self-start text-sm font-semibold text-brand-700 underline underline-offset-2">
        {t.back}
      </Link>
    </AccountForm>
  )
}
