import type { Metadata } from 'next'

import { AccountCard } from '@/features/accounts/components/fields'
import { RegisterForm } from '@/features/accounts/components/RegisterForm'
import { pageMetadata } from '@/features/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Create an account',
  description: 'Create a Griha Homes account to keep your shortlisted homes on every device.',
  path: '/register',
  noIndex: true,
})

export default function RegisterPage() {
  return (
    <AccountCard title="Create an account" intro="It takes a minute. We will send you a link to verify your e-mail.">
      <RegisterForm />
    </AccountCard>
  )
}
