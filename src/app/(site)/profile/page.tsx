import type { Metadata } from 'next'

import { ProfileView } from '@/features/accounts/components/ProfileView'
import { pageMetadata } from '@/features/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Your profile',
  description: 'Your Griha Homes account: name, e-mail, phone and sign-in methods.',
  path: '/profile',
  noIndex: true,
})

export default function ProfilePage() {
  return (
    <div className="container-page py-10 md:py-16">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">Your profile</h1>
        <div className="mt-6">
          <ProfileView />
        </div>
      </div>
    </div>
  )
}
