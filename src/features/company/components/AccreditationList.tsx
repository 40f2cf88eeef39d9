import { ResponsiveImg } from '@/components/ui/ResponsiveImg'

import type { AccreditationItem } from '../company.server'

/** Accreditations, associations, awards or press mentions as cards with issuer and year. */
export function AccreditationList({ items, empty }: { items: AccreditationItem[]; empty: string }) {
  if (items.length === 0) return <p className="text-muted">{empty}</p>
  return (
    <ul className="grid gap-5 md:grid-cols-2" data-testid="accreditation-list">
      {items.map((a) => (
        <li key={a.id} className="flex gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
          {a.image ? <ResponsiveImg image={a.image} sizes="96px" className="h-16 w-24 shrink-0 rounded-lg object-contain" /> : null}
          <div>
            <h3 className="font-bold">
              {a.link ? (
                <a href={a.link} rel="noopener noreferrer nofollow" className="hover:text-brand-700 hover:underline">
                  {a.name}
                </a>
              ) : (
                a.name
              )}
            </h3>
            <p className="text-sm text-muted">{[a.issuer, a.year].filter(Boolean).join(' · ')}</p>
            {a.description ? <p className="mt-2 text-sm">{a.description}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
