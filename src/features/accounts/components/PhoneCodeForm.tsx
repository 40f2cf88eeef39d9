'use client'

import { useRef, useState } from 'react'

import { fillIn } from '@/features/i18n/fill'

import { type AccountStrings, shownMessage } from '../account-strings'
import { ACCOUNT_MESSAGES, OTP_EXPIRES_IN_SECONDS, OTP_LENGTH } from '../auth-options'
import { type AuthUser, authPost, sendPhoneCode } from './auth-client'
import { AccountForm, Field, FormAlert, FormStatus, SubmitButton } from './fields'
import { usePending } from './use-pending'

/**
 * Phone number → "Send code" (after an invisible proof-of-work) → the 6-digit code. Signs in, or
 * with `link` adds the number to the signed-in account (docs/product.md §8).
 */
export function PhoneCodeForm({
  idPrefix,
  link = false,
  onVerified,
  strings,
}: {
  idPrefix: string
  link?: boolean
  onVerified: (user: AuthUser | null) => void
  strings: AccountStrings<'phone'>
}) {
  const { phone: t, common, locale } = strings
  const [phone, setPhone] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const { pending, error, run } = usePending()
  const codeRef = useRef<HTMLInputElement>(null)

  const send = (number: string) =>
    run(async () => {
      setStatus(t.sendingCode)
      const result = await sendPhoneCode(number, locale)
      if (!result.ok) {
        setStatus(null)
        return shownMessage(strings, result.message)
      }
      setSentTo(number)
      setStatus(fillIn(t.sent, { length: OTP_LENGTH, number, minutes: OTP_EXPIRES_IN_SECONDS / 60 }))
      requestAnimationFrame(() => codeRef.current?.focus())
    })

  const verify = (code: string) =>
    run(async () => {
      const result = await authPost<{ user?: AuthUser }>(
        '/phone-number/verify',
        { phoneNumber: sentTo, code, ...(link ? { updatePhoneNumber: true } : {}) },
        { locale },
      )
      if (!result.ok) return shownMessage(strings, result.message)
      setStatus(link ? t.linked : t.signedIn)
      onVerified(result.data?.user ?? null)
    })

  if (!sentTo) {
    return (
      <AccountForm
        onData={() => {
          const number = phone.trim()
          if (!/^\+?[\d\s().-]{6,20}$/.test(number)) {
            void run(async () => shownMessage(strings, ACCOUNT_MESSAGES.invalidPhone))
            return
          }
          void send(number)
        }}
      >
        <Field
          id={`${idPrefix}-phone`}
          label={t.label}
          type="tel"
          name="phoneNumber"
          autoComplete="tel"
          inputMode="tel"
          required
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          hint={t.hint}
        />
        <FormAlert message={error} />
        <FormStatus message={status} />
        <SubmitButton pending={pending}>{pending ? common.sending : t.send}</SubmitButton>
      </AccountForm>
    )
  }

  return (
    <AccountForm
      onData={(data) => {
        const code = String(data.get('code') ?? '').replace(/\s/g, '')
        if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
          void run(async () => fillIn(t.enterCode, { length: OTP_LENGTH }))
          return
        }
        void verify(code)
      }}
    >
      <FormStatus message={status} />
      <Field
        ref={codeRef}
        id={`${idPrefix}-code`}
        label={fillIn(t.code, { length: OTP_LENGTH })}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${OTP_LENGTH}}`}
        maxLength={OTP_LENGTH}
        required
      />
      <FormAlert message={error} />
      <SubmitButton pending={pending}>{link ? t.link : t.signIn}</SubmitButton>
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <button type="button" className="text-link" onClick={() => void send(sentTo)}>
          {t.resend}
        </button>
        <button
          type="button"
          className="text-link"
          onClick={() => {
            setSentTo(null)
            setStatus(null)
          }}
        >
          {t.otherNumber}
        </button>
      </div>
    </AccountForm>
  )
}
