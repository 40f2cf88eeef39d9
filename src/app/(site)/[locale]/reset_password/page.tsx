import { accountStrings } from '@/features/accounts/account-strings.server'
import { AccountCard } from '@/features/accounts/components/fields'
import { ResetPasswordForm } from '@/features/accounts/components/ResetPasswordForm'
import { messagesOf } from '@/features/i18n/messages.server'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = localizedMetadata((_props: Props, locale) => {
  const t = messagesOf(locale, 'Accounts').meta
  return pageMetadata({ title: t.resetTitle, description: t.resetDescription, path: '/reset_password', noIndex: true })
})

export default async function ResetPasswordPage({ params }: Props) {
  const locale = await localeOfParams(params)
  const t = messagesOf(locale, 'Accounts').pages
  return (
    <AccountCard title={t.resetHeading}>
      <ResetPasswordForm strings={accountStrings(locale, 'reset')} />
    </AccountCard>
  )
}
