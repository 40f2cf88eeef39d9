import Link from '@/components/Link'

import { INFO_PAGES } from '@/features/company/info-pages'
import { InfoRoute, infoRouteMetadata } from '@/features/company/info-route'
import { contactDetails } from '@/features/site-data/contact'
import { getSiteData } from '@/features/site-data/site-data.server'
import { localizedPath } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'
import { localeOfParams, localizedMetadata } from '@/features/seo/metadata'

const spec = INFO_PAGES.phone

export const generateMetadata = localizedMetadata((_props, locale) => infoRouteMetadata(spec, locale))

export default async function PhonePage({ params }: { params: Promise<object> }) {
  const locale = await localeOfParams(params)
  const contact = contactDetails(await getSiteData())
  const t = messagesOf(locale, 'Company').phone
  return (
    <InfoRoute spec={spec} locale={locale}>
      <div className="max-w-3xl rounded-2xl border border-line bg-surface p-6" data-testid="phone-contact">
        {contact.phone && contact.phoneHref ? (
          <p className="text-lg">
            {t.callOn}{' '}
            <a href={contact.phoneHref} className="font-bold text-brand-700 underline">
              {contact.phone}
            </a>
          </p>
        ) : (
          <p>{t.noPhone}</p>
        )}
        <p className="mt-2 text-sm text-muted">
          {t.preferWriting}{' '}
          <Link href={localizedPath('/contact', locale)} className="font-semibold text-brand-700 underline">
            {t.contactForm}
          </Link>{' '}
          {t.callBack}
        </p>
      </div>
    </InfoRoute>
  )
}
