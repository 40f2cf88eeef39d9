import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Map search (SPEC §14, ADR 018): one index over (published, latitude, longitude), so a `bbox`
 * or the box around a `near` radius is one range of published latitudes with the longitudes
 * checked in the index entries, and its count reads no property rows. Hand-written like the other
 * search indexes; the same statement serves both dialects.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql.raw(
      `CREATE INDEX IF NOT EXISTS "properties_map_search_idx" ON "properties" ("published", "location_latitude", "location_longitude");`,
    ),
  )
  await db.run(sql.raw(`ANALYZE "properties_map_search_idx";`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw(`DROP INDEX IF EXISTS "properties_map_search_idx";`))
}
