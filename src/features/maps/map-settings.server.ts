import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { CACHE_TAGS, cachedQuery } from '@/lib/cache'

import { MAP_TILE_ATTRIBUTION_KEY, MAP_TILE_URL_KEY, type MapTiles, mapTiles } from './map-settings'

/** The configured map tiles from site variables, or null (then no interactive map is offered). */
export const getMapTiles = cachedQuery(
  'map-tiles',
  [CACHE_TAGS.siteVariables],
  async (): Promise<MapTiles | null> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'site-variables',
      overrideAccess: false,
      pagination: false,
      limit: 2,
      depth: 0,
      where: { key: { in: [MAP_TILE_URL_KEY, MAP_TILE_ATTRIBUTION_KEY] } },
      select: { key: true, value: true },
    })
    const value = (key: string) => result.docs.find((d) => d.key === key)?.value ?? null
    return mapTiles(value(MAP_TILE_URL_KEY), value(MAP_TILE_ATTRIBUTION_KEY))
  },
  null,
)
