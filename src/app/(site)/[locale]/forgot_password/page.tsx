import { accountStrings } from '@/features/accounts/account-strings.server'
import { AccountCard } from '@/features/accounts/components/fields'
import { ForgotPasswordForm } from '@/features/accounts/components/ForgotPasswordForm'
import { messagesOf } from '@/features/i18n/messages.server'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = localizedMetadata((_props: Props, locale) => {
  const t = messagesOf(locale, 'Accounts').meta
  return pageMetadata({ title: t.forgotTitle, description: t.forgotDescription, path: '/forgot_password', noIndex: true })
})

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = await localeOfParams(params)
  const t = messagesOf(locale, 'Accounts').pages
  return (
    <AccountCard title={t.forgotHeading} intro={t.forgotIntro}>
      <ForgotPasswordForm strings={accountStrings(locale, 'forgot')} />
    </AccountCard>
  )
}
