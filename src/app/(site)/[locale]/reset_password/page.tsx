import { AccountCard } from '@/features/accounts/components/fields'
import { ResetPasswordForm } from '@/features/accounts/components/ResetPasswordForm'
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'

export const generateMetadata = localizedMetadata(pageMetadata({
  title: 'Choose a new password',
  description: 'Choose a new password for your Griha Homes account.',
  path: '/reset_password',
  noIndex: true,
}))

export default function ResetPasswordPage() {
  return (
    <AccountCard title="Choose a new password">
      <ResetPasswordForm />
    </AccountCard>
  )
}
