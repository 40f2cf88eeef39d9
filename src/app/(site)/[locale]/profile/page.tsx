import { headers } from 'next/headers'

import { ProfileView } from '@/features/accounts/components/ProfileView'
import { getSessionUser } from '@/features/accounts/session.server'
import { SavedSearchesSection } from '@/features/saved-searches/components/SavedSearchesSection'
import { listSavedSearches } from '@/features/saved-searches/saved-searches.server'
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'

export const generateMetadata = localizedMetadata(pageMetadata({
  title: 'Your profile',
  description: 'Your Griha Homes account: name, e-mail, phone and sign-in methods.',
  path: '/profile',
  noIndex: true,
}))

/**
 * Personal since the saved searches (docs/product.md §14) are listed here with forms that work without
 * JavaScript: rendered per request from the session cookie and sent `private, no-store`, which
 * the response cache never keeps (like /shortlists). The account part is still read in the browser.
 */
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const STATUSES = ['saved', 'updated', 'deleted'] as const

export default async function ProfilePage({ searchParams }: Props) {
  const [user, query] = await Promise.all([getSessionUser(await headers()), searchParams])
  const items = user ? await listSavedSearches(user.id) : null
  const status = STATUSES.find((s) => query[s] === '1')
  return (
    <div className="container-page py-10 md:py-16">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">Your profile</h1>
        <div className="mt-6">
          <ProfileView />
        </div>
        {items ? (
          <div className="mt-6">
            <SavedSearchesSection items={items} status={status} />
          </div>
        ) : null}
      </div>
    </div>
  )
}
