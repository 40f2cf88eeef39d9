import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Map search (docs/product.md §14, ADR 018): one index led by (published, latitude, longitude), so a `bbox`
 * or the box around a `near` radius is one range of published latitudes with the longitudes
 * checked in the index entries. The other filtered and sorted columns follow, so the count of a
 * box with value filters, and the distance order, read index entries only, never the wide
 * property rows (a city-sized box with a budget: 63 ms through the rows). Hand-written like the
 * other search indexes; the same statement serves both dialects.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql.raw(
      `CREATE INDEX IF NOT EXISTS "properties_map_search_idx" ON "properties" ("published", "location_latitude", "location_longitude", "featured", "status", "zoning", "offer_validity", "price_range_minimum", "price_range_maximum", "city_id", "builder_name_id", "created_at");`,
    ),
  )
  await db.run(sql.raw(`ANALYZE "properties_map_search_idx";`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw(`DROP INDEX IF EXISTS "properties_map_search_idx";`))
}
