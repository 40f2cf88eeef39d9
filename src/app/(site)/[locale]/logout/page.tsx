import { accountStrings } from '@/features/accounts/account-strings.server'
import { AccountCard } from '@/features/accounts/components/fields'
import { SignOutView } from '@/features/accounts/components/SignOutView'
import { messagesOf } from '@/features/i18n/messages.server'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = localizedMetadata((_props: Props, locale) => {
  const t = messagesOf(locale, 'Accounts').meta
  return pageMetadata({ title: t.logoutTitle, description: t.logoutDescription, path: '/logout', noIndex: true })
})

export default async function LogoutPage({ params }: Props) {
  const locale = await localeOfParams(params)
  const t = messagesOf(locale, 'Accounts').pages
  return (
    <AccountCard title={t.logoutHeading}>
      <SignOutView strings={accountStrings(locale, 'signOut')} />
    </AccountCard>
  )
}
