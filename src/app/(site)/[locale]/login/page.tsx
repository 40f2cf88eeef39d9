import { accountStrings } from '@/features/accounts/account-strings.server'
import { googleSignInConfigured } from '@/features/accounts/auth.server'
import { AccountCard } from '@/features/accounts/components/fields'
import { LoginForm } from '@/features/accounts/components/LoginForm'
import { messagesOf } from '@/features/i18n/messages.server'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = localizedMetadata((_props: Props, locale) => {
  const t = messagesOf(locale, 'Accounts').meta
  return pageMetadata({ title: t.loginTitle, description: t.loginDescription, path: '/login', noIndex: true })
})

/** /login (docs/product.md §8) in the page's language (§21): the form's words come from the server as props. */
export default async function LoginPage({ params }: Props) {
  const locale = await localeOfParams(params)
  const t = messagesOf(locale, 'Accounts').pages
  return (
    <AccountCard title={t.loginHeading} intro={t.loginIntro}>
      <LoginForm google={googleSignInConfigured()} strings={accountStrings(locale, 'login', 'phone')} />
    </AccountCard>
  )
}
