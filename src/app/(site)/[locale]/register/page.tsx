import { accountStrings } from '@/features/accounts/account-strings.server'
import { AccountCard } from '@/features/accounts/components/fields'
import { RegisterForm } from '@/features/accounts/components/RegisterForm'
import { messagesOf } from '@/features/i18n/messages.server'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = localizedMetadata((_props: Props, locale) => {
  const t = messagesOf(locale, 'Accounts').meta
  return pageMetadata({ title: t.registerTitle, description: t.registerDescription, path: '/register', noIndex: true })
})

export default async function RegisterPage({ params }: Props) {
  const locale = await localeOfParams(params)
  const t = messagesOf(locale, 'Accounts').pages
  return (
    <AccountCard title={t.registerHeading} intro={t.registerIntro}>
      <RegisterForm strings={accountStrings(locale, 'register')} />
    </AccountCard>
  )
}
