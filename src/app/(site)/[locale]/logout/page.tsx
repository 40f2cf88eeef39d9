import { AccountCard } from '@/features/accounts/components/fields'
import { SignOutView } from '@/features/accounts/components/SignOutView'
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'

export const generateMetadata = localizedMetadata(pageMetadata({
  title: 'Sign out',
  description: 'Sign out of your Griha Homes account.',
  path: '/logout',
  noIndex: true,
}))

export default function LogoutPage() {
  return (
    <AccountCard title="Sign out">
      <SignOutView />
    </AccountCard>
  )
}
