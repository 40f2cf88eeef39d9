import { EmailIcon, LocationIcon, PhoneIcon, WhatsAppIcon } from '@/components/icons'
import { LeadFormBlock } from '@/features/leads/components/LeadFormBlock'
import { leadFormLanguage } from '@/features/leads/form-strings.server'
import { contactDetails } from '@/features/site-data/contact'
import { getSiteData } from '@/features/site-data/site-data.server'
import { localizedPath } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'

export const generateMetadata = localizedMetadata((_props, locale) => {
  const t = messagesOf(locale, 'Company').contact
  return pageMetadata({ title: t.metaTitle, description: t.metaDescription, path: '/contact' })
})

export default async function ContactPage({ params }: { params: Promise<{ locale: string }> }) {
  const [siteData, locale] = await Promise.all([getSiteData(), localeOfParams(params)])
  const contact = contactDetails(siteData)
  const t = messagesOf(locale, 'Company').contact
  const channels = [
    contact.phone && contact.phoneHref
      ? { key: 'phone', Icon: PhoneIcon, title: t.callUs, text: contact.phone, href: contact.phoneHref }
      : null,
    contact.whatsappHref
      ? { key: 'whatsapp', Icon: WhatsAppIcon, title: t.whatsapp, text: t.whatsappText, href: contact.whatsappHref, external: true }
      : null,
    contact.email ? { key: 'email', Icon: EmailIcon, title: t.email, text: contact.email, href: `mailto:${contact.email}` } : null,
  ].filter((c) => c !== null)

  return (
    <div className="container-page py-10 md:py-16">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">{t.title}</h1>
        <p className="mt-3 text-muted">{t.intro}</p>
      </div>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {channels.map(({ key, Icon, title, text, href, ...rest }) => (
          <li key={key}>
            <a
              href={href}
              {...('external' in rest ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="flex h-full items-start gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm hover:border-brand-300 hover:shadow-md"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon size={22} />
              </span>
              <span>
                <span className="block font-semibold text-ink">{title}</span>
                <span className="block break-all text-brand-700">{text}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {contact.address ? (
        <p className="mt-6 flex items-start gap-2 text-muted">
          <LocationIcon size={20} className="mt-0.5 shrink-0 text-brand-700" />
          {contact.address}
        </p>
      ) : null}
      <section aria-labelledby="contact-form-title" id="contact-form" className="mt-10 max-w-2xl rounded-2xl border border-line bg-surface p-6">
        <h2 id="contact-form-title" className="text-xl font-bold">
          {t.writeTitle}
        </h2>
        <p className="mt-1 text-muted">{t.writeText}</p>
        <div className="mt-5">
          <LeadFormBlock config={{ kind: 'contact', idPrefix: 'contact', redirectPath: localizedPath('/contact', locale), source: 'contact page', ...leadFormLanguage(locale) }} />
        </div>
      </section>
    </div>
  )
}
