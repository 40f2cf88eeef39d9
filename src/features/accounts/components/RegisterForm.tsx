'use client'

import Link from '@/components/Link'
import { useState } from 'react'

import { localizedPath } from '@/features/i18n/locales'

import { type AccountStrings, passwordLengthProblem, shownMessage } from '../account-strings'
import { PASSWORD_MAX_LENGTH } from '../password-policy'
import { safeNextPath } from '../next-path'
import { authPost } from './auth-client'
import { AccountForm, Field, FormAlert, PasswordRules, SubmitButton } from './fields'
import { usePending } from './use-pending'

type Problems = Partial<Record<'name' | 'email' | 'password', string>>

export function RegisterForm({ strings }: { strings: AccountStrings<'register'> }) {
  const { register: t, common, locale } = strings
  const { pending, error, run } = usePending()
  const [problems, setProblems] = useState<Problems>({})

  return (
    <AccountForm
      onData={(data) => {
        const name = String(data.get('name') ?? '').trim()
        const email = String(data.get('email') ?? '').trim()
        const password = String(data.get('password') ?? '')
        const found: Problems = {}
        if (!name) found.name = common.enterName
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) found.email = common.invalidEmail
        const passwordProblem = passwordLengthProblem(password, common)
        if (passwordProblem) found.password = passwordProblem
        setProblems(found)
        if (Object.keys(found).length > 0) return
        void run(async () => {
          // The verification mail is written in the page's language and its link comes back to it.
          const signUp = await authPost('/sign-up/email', { name, email, password, callbackURL: localizedPath('/profile', locale) }, { locale })
          if (!signUp.ok) return shownMessage(strings, signUp.message)
          // Sign-up answers alike for new and taken addresses (no account enumeration), so the
          // account is only known to be this visitor's once the password signs in.
          const signIn = await authPost('/sign-in/email', { email, password }, { locale })
          if (!signIn.ok) return signIn.status === 401 ? t.notSignedIn : shownMessage(strings, signIn.message)
          window.location.assign(safeNextPath(new URLSearchParams(window.location.search).get('next'), locale))
        })
      }}
    >
      <Field id="register-name" label={t.name} name="name" autoComplete="name" required maxLength={100} error={problems.name} />
      <Field id="register-email" label={common.email} name="email" type="email" autoComplete="email" required error={problems.email} />
      <Field
        id="register-password"
        label={common.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        hint={<PasswordRules id="register-password-rules" common={common} />}
        error={problems.password}
      />
      <FormAlert message={error} />
      <SubmitButton pending={pending}>{pending ? t.pending : t.submit}</SubmitButton>
      <p className="text-sm text-muted">
        {t.haveAccount}{' '}
        <Link href={localizedPath('/login', locale)} className="text-link">
          {t.signIn}
        </Link>
      </p>
    </AccountForm>
  )
}
