// @ts-nocheck -- hand-written. drizzle-orm is installed twice (under db-postgres and drizzle), so their SQL types differ though the runtime is one.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A trigram index of the property names (PostgreSQL's `pg_trgm`, shipped with PostgreSQL), so that
 * the text search's `lower("full_name") LIKE '%word%'` reads the index instead of every row: its
 * count over 100,000 properties took 120 ms (docs/quality.md at 4a32e07, "Twenty-seventh pass"). pg_trgm is a
 * trusted extension (PostgreSQL 13+): the database's owner may create it. Where it cannot be created
 * (a managed server without it, a user without CREATE on the database) the migration says so and
 * goes on: the search gives the same answers without the index, only slower (docs/deploy.md says
 * how to add it later). SQLite keeps the word's matches in the content cache instead
 * (src/features/search/search.server.ts, `nameMatches`).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'pg_trgm is not available (%): text search reads every name without the trigram index', SQLERRM;
END $$;`),
  )
  // Without the extension, or with it in a schema outside the search path, the operator class is
  // not found: the index is skipped with a warning rather than the server kept from starting.
  await db.execute(
    sql.raw(`DO $$
BEGIN
  CREATE INDEX IF NOT EXISTS "properties_search_name_trgm_idx" ON "properties" USING gin (lower("full_name") gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'no trigram index of property names (%): text search reads every name', SQLERRM;
END $$;`),
  )
  await db.execute(sql.raw(`ANALYZE "properties";`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP INDEX IF EXISTS "properties_search_name_trgm_idx";`))
}
