// @ts-nocheck -- generated. drizzle-orm is installed twice (under db-postgres and drizzle), so their SQL types differ though the runtime is one.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Every sort order of a city's and of a builder's projects read in index order. The same
 * statements as the SQLite migration.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_search_city_price_asc_idx" ON "properties" ("city_id", "published", ("price_range_minimum" IS NULL), "price_range_minimum", "id");`))
  await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_search_city_price_desc_idx" ON "properties" ("city_id", "published", ("price_range_minimum" IS NULL), "price_range_minimum" DESC, "id");`))
  await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_search_builder_price_asc_idx" ON "properties" ("builder_name_id", "published", ("price_range_minimum" IS NULL), "price_range_minimum", "id");`))
  await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_search_builder_price_desc_idx" ON "properties" ("builder_name_id", "published", ("price_range_minimum" IS NULL), "price_range_minimum" DESC, "id");`))
  await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_search_builder_newest_idx" ON "properties" ("builder_name_id", "published", "created_at", "id");`))
  await db.execute(sql.raw(`ANALYZE "properties";`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const index of ['properties_search_city_price_asc_idx', 'properties_search_city_price_desc_idx', 'properties_search_builder_price_asc_idx', 'properties_search_builder_price_desc_idx', 'properties_search_builder_newest_idx']) {
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "${index}";`))
  }
}
