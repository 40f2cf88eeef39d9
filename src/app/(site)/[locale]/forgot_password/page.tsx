import { AccountCard } from '@/features/accounts/components/fields'
import { ForgotPasswordForm } from '@/features/accounts/components/ForgotPasswordForm'
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'

export const generateMetadata = localizedMetadata(pageMetadata({
  title: 'Forgot your password',
  description: 'Ask for a link to choose a new password for your Griha Homes account.',
  path: '/forgot_password',
  noIndex: true,
}))

export default function ForgotPasswordPage() {
  return (
    <AccountCard title="Forgot your password?" intro="Enter the e-mail of your account and we will send you a link to choose a new password.">
      <ForgotPasswordForm />
    </AccountCard>
  )
}
