// @ts-nocheck -- generated, then filled in by hand. drizzle-orm is installed twice (under db-postgres and drizzle), so their SQL types differ though the runtime is one.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * One narrow index over every column search filters on (ADR 005), so that counting published
 * properties by status, zoning, offers, budget or featured — alone or with a city — reads index
 * entries instead of the wide property rows. The same statement as the SQLite migration.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(
      `CREATE INDEX IF NOT EXISTS "properties_search_filter_idx" ON "properties" ("published", "city_id", "builder_name_id", "featured", "status", "zoning", "offer_validity", "price_range_minimum", "price_range_maximum");`,
    ),
  )
  await db.execute(sql.raw(`ANALYZE "properties";`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP INDEX IF EXISTS "properties_search_filter_idx";`))
}
