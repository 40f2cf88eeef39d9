import { AccountCard } from '@/features/accounts/components/fields'
import { RegisterForm } from '@/features/accounts/components/RegisterForm'
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'

export const generateMetadata = localizedMetadata(pageMetadata({
  title: 'Create an account',
  description: 'Create a Griha Homes account to keep your shortlisted homes on every device.',
  path: '/register',
  noIndex: true,
}))

export default function RegisterPage() {
  return (
    <AccountCard title="Create an account" intro="It takes a minute. We will send you a link to verify your e-mail.">
      <RegisterForm />
    </AccountCard>
  )
}
