import { headers } from 'next/headers'

import { accountStrings } from '@/features/accounts/account-strings.server'
import { ProfileView } from '@/features/accounts/components/ProfileView'
import { getSessionUser } from '@/features/accounts/session.server'
import { SavedSearchesSection } from '@/features/saved-searches/components/SavedSearchesSection'
import { listSavedSearches } from '@/features/saved-searches/saved-searches.server'
import { messagesOf } from '@/features/i18n/messages.server'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = localizedMetadata((_props: Props, locale) => {
  const t = messagesOf(locale, 'Accounts').meta
  return pageMetadata({ title: t.profileTitle, description: t.profileDescription, path: '/profile', noIndex: true })
})

/**
 * Personal since the saved searches (docs/product.md §14) are listed here with forms that work without
 * JavaScript: rendered per request from the session cookie and sent `private, no-store`, which
 * the response cache never keeps (like /shortlists). The account part is still read in the browser.
 */
export const dynamic = 'force-dynamic'

const STATUSES = ['saved', 'updated', 'deleted'] as const

export default async function ProfilePage({ params, searchParams }: Props) {
  const [user, query, locale] = await Promise.all([getSessionUser(await headers()), searchParams, localeOfParams(params)])
  const items = user ? await listSavedSearches(user.id) : null
  const status = STATUSES.find((s) => query[s] === '1')
  return (
    <div className="container-page py-10 md:py-16">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{messagesOf(locale, 'Accounts').pages.profileHeading}</h1>
        <div className="mt-6">
          <ProfileView strings={accountStrings(locale, 'profile', 'phone', 'changePassword')} />
        </div>
        {items ? (
          <div className="mt-6">
            <SavedSearchesSection items={items} status={status} locale={locale} />
          </div>
        ) : null}
      </div>
    </div>
  )
}
