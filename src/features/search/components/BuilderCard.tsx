import { BuildingIcon } from '@/components/icons'
import { ResponsiveImg } from '@/components/ui/ResponsiveImg'
import type { BuilderProfile } from '@/features/builders/builder-page.server'

/** The builder's card on its page: logo, name, founding year, project counts, description, website. */
export function BuilderCard({ builder }: { builder: BuilderProfile }) {
  const facts = [
    builder.establishedYear ? { label: 'Established', value: String(builder.establishedYear) } : null,
    builder.totalProjects !== null ? { label: 'Total projects', value: builder.totalProjects.toLocaleString('en-IN') } : null,
    builder.ongoingProjects !== null ? { label: 'Ongoing projects', value: builder.ongoingProjects.toLocaleString('en-IN') } : null,
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
              Visit the {builder.name} website<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
      </div>
    </div>
  )
}
