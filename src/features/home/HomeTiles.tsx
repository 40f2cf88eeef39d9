'use client'

import Link from '@/components/Link'

import { BuildingIcon } from '@/components/icons'
import { ResponsiveImg } from '@/components/ui/ResponsiveImg'
import type { ResponsiveImage } from '@/features/media/image'

/*
 * The home page's link tiles. Client components only so that the page's payload carries each
 * tile's few fields instead of its markup a second time (the tiles keep no state).
 */

export type CollectionTile = { name: string; url: string; description?: string; image?: ResponsiveImage }

export function CollectionTiles({ items }: { items: CollectionTile[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((c) => (
        <li key={c.url}>
          <Link href={c.url} className="tile tile-row">
            <span className="tile-thumb">
              {c.image ? <ResponsiveImg image={c.image} sizes="56px" className="h-full w-full object-cover" /> : <BuildingIcon size={28} />}
            </span>
            <span className="min-w-0">
              <span className="tile-name block">{c.name}</span>
              {c.description ? <span className="line-clamp-2 block text-sm text-muted">{c.description}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export type BuilderTile = { name: string; url: string; logo?: ResponsiveImage; initials?: string; projects?: number }

export function BuilderTiles({ items }: { items: BuilderTile[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((b) => (
        <li key={b.url}>
          <Link href={b.url} className="tile tile-column">
            <span className="tile-logo">
              {b.logo ? (
                <ResponsiveImg image={{ ...b.logo, alt: '' }} sizes="160px" className="h-full w-full object-contain" />
              ) : (
                <span aria-hidden="true" className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50">
                  {b.initials}
                </span>
              )}
            </span>
            <span className="tile-name text-sm">{b.name}</span>
            {b.projects ? (
              <span className="text-xs text-muted">
                {b.projects} project{b.projects === 1 ? '' : 's'}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  )
}
