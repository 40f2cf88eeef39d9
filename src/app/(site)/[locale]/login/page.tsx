import { googleSignInConfigured } from '@/features/accounts/auth.server'
import { AccountCard } from '@/features/accounts/components/fields'
import { LoginForm } from '@/features/accounts/components/LoginForm'
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'

export const generateMetadata = localizedMetadata(pageMetadata({
  title: 'Sign in',
  description: 'Sign in to Griha Homes with your e-mail, Google or a code sent to your phone to keep your shortlists.',
  path: '/login',
  noIndex: true,
}))

export default function LoginPage() {
  return (
    <AccountCard title="Sign in" intro="Keep your shortlisted homes on every device.">
      <LoginForm google={googleSignInConfigured()} />
    </AccountCard>
  )
}
