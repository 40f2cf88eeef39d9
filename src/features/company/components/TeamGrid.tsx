import Link from '@/components/Link'

import { ResponsiveImg } from '@/components/ui/ResponsiveImg'

import type { TeamMemberCard } from '../company.server'

export function TeamGrid({ members }: { members: TeamMemberCard[] }) {
  if (members.length === 0) return <p className="text-muted">Our team will be introduced here soon.</p>
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="team-grid">
      {members.map((m) => (
        <li key={m.slug} className="relative rounded-2xl border border-line bg-white p-5 shadow-sm hover:shadow-md">
          {m.image ? (
            <ResponsiveImg image={m.image} sizes="96px" className="h-24 w-24 rounded-full object-cover" />
          ) : (
            <span aria-hidden className="flex h-24 w-24 items-center justify-center rounded-full bg-brand-50 text-2xl font-bold text-brand-700">
              {m.name.slice(0, 1)}
            </span>
          )}
          <h3 className="mt-3 font-bold">
            <Link href={`/about/${m.slug}`} className="after:absolute after:inset-0 hover:text-brand-700">
              {m.name}
            </Link>
          </h3>
          {m.role ? <p className="text-sm text-muted">{m.role}</p> : null}
        </li>
      ))}
    </ul>
  )
}
