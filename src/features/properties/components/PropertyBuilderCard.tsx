import Link from '@/components/Link'
import { BuildingIcon } from '@/components/icons'
import { ResponsiveImg } from '@/components/ui/ResponsiveImg'

import type { PropertyDetail } from '../summary'

import { fillIn } from '@/features/i18n/fill'
import { type Locale, localizedPath } from '@/features/i18n/locales'

import type { PropertyStrings } from './property-strings'

/** The builder's card on the property page (docs/product.md §4). */
export function PropertyBuilderCard({
  builder,
  strings: t,
  locale,
}: {
  builder: NonNullable<PropertyDetail['builderCard']>
  strings: PropertyStrings
  locale: Locale
}) {
  return (
    <section aria-labelledby="builder-title" className="self-start rounded-2xl border border-line bg-white p-5 lg:col-start-2 lg:row-start-2" data-testid="builder-card">
      <h2 id="builder-title" className="text-sm font-semibold uppercase tracking-wide text-muted">
        {t.aboutBuilder}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        {builder.logo ? (
          <ResponsiveImg image={builder.logo} sizes="64px" className="h-16 w-16 rounded-lg border border-line bg-white object-contain" />
        ) : (
          <BuildingIcon size={40} className="text-brand-700" />
        )}
        <p className="text-lg font-bold">{builder.name}</p>
      </div>
      <dl className="builder-facts">
        <div>
          <dt>{t.established}</dt>
          <dd>{builder.establishedYear ?? '—'}</dd>
        </div>
        <div>
          <dt>{t.projects}</dt>
          <dd>{builder.totalProjects ?? '—'}</dd>
        </div>
        <div>
          <dt>{t.ongoing}</dt>
          <dd>{builder.ongoingProjects ?? '—'}</dd>
        </div>
      </dl>
      <Link href={localizedPath(`/builders/${builder.slug}`, locale)} className="text-link mt-4 inline-block">
        {fillIn(t.allByBuilder, { name: builder.name })}
      </Link>
    </section>
  )
}
