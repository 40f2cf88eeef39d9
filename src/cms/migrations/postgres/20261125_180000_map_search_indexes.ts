// @ts-nocheck -- generated. drizzle-orm is installed twice (under db-postgres and drizzle), so their SQL types differ though the runtime is one.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Map search (docs/product.md §14, ADR 018): one index led by (published, latitude, longitude) for `bbox`
 * and the box around a `near` radius, then the filtered and sorted columns so counts read index
 * entries only. The same statement as the SQLite migration.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(
      `CREATE INDEX IF NOT EXISTS "properties_map_search_idx" ON "properties" ("published", "location_latitude", "location_longitude", "featured", "status", "zoning", "offer_validity", "price_range_minimum", "price_range_maximum", "city_id", "builder_name_id", "created_at");`,
    ),
  )
  await db.execute(sql.raw(`ANALYZE "properties";`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP INDEX IF EXISTS "properties_map_search_idx";`))
}
