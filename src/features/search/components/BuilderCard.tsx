import { BuildingIcon } from '@/components/icons'
import { ResponsiveImg } from '@/components/ui/ResponsiveImg'
import type { BuilderProfile } from '@/features/builders/builder-page.server'
import { fillIn } from '@/features/i18n/fill'
import type { Messages } from '@/features/i18n/messages.server'

/** The builder's card on its page: logo, name, founding year, project counts, description, website. */
export function BuilderCard({ builder, strings: t }: { builder: BuilderProfile; /** The page's language's `Listing` strings. */ strings: Messages['Listing'] }) {
  const facts = [
    builder.establishedYear ? { label: t.builderEstablished, value: String(builder.establishedYear) } : null,
    builder.totalProjects !== null ? { label: t.builderTotal, value: builder.totalProjects.toLocaleString('en-IN') } : null,
    builder.ongoingProjects !== null ? { label: t.builderOngoing, value: builder.ongoingProjects.toLocaleString('en-IN') } : null,
  ].filter((f): f is { label: string; value: string } => f !== null)
  return (
    <div className="mt-3 flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 sm:flex-row sm:items-start md:p-6">
      <div className="flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-white">
        {builder.logo ? (
          <ResponsiveImg image={builder.logo} sizes="96px" priority preloaded={false} className="h-full w-full object-contain p-2" />
        ) : (
          <BuildingIcon size={48} className="text-brand-300" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{builder.name}</h1>
        {facts.length > 0 ? (
          <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2">
            {facts.map((f) => (
              <div key={f.label}>
                <dt className="text-xs font-medium uppercase tracking-wide text-muted">{f.label}</dt>
                <dd className="text-lg font-bold text-brand-800">{f.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {builder.description ? <p className="mt-3 max-w-3xl text-ink">{builder.description}</p> : null}
        {builder.websiteUrl ? (
          <p className="mt-3">
            <a
              href={builder.websiteUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {fillIn(t.builderWebsite, { builder: builder.name })}
              <span className="sr-only">{t.opensNewTab}</span>
            </a>
          </p>
        ) : null}
      </div>
    </div>
  )
}
