// @ts-nocheck -- generated. drizzle-orm is installed twice (under db-postgres and drizzle), so their SQL types differ though the runtime is one.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Map search (SPEC §14, ADR 018): one index over (published, latitude, longitude) for `bbox` and
 * the box around a `near` radius. The same statement as the SQLite migration.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(
      `CREATE INDEX IF NOT EXISTS "properties_map_search_idx" ON "properties" ("published", "location_latitude", "location_longitude");`,
    ),
  )
  await db.execute(sql.raw(`ANALYZE "properties";`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP INDEX IF EXISTS "properties_map_search_idx";`))
}
