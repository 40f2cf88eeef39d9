import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Indexes for the search queries of src/features/search/search.server.ts (ADR 005): each sort order
 * of the common listings (relevance, price, newest; all, per city, per builder) readable in index
 * order, and the hasMany relations and floor plans searchable from the filter value to the
 * property id. Hand-written (Payload's collection `indexes` cannot express expressions or the
 * relation tables); the same statements serve both dialects.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_search_rank_idx" ON "properties" ("published", "featured" DESC, lower("full_name"), "id");`))
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_search_city_rank_idx" ON "properties" ("city_id", "published", "featured" DESC, lower("full_name"), "id");`))
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_search_builder_rank_idx" ON "properties" ("builder_name_id", "published", "featured" DESC, lower("full_name"), "id");`))
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_search_price_asc_idx" ON "properties" ("published", ("price_range_minimum" IS NULL), "price_range_minimum", "id");`))
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_search_price_desc_idx" ON "properties" ("published", ("price_range_minimum" IS NULL), "price_range_minimum" DESC, "id");`))
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_search_newest_idx" ON "properties" ("published", "created_at", "id");`))
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_search_city_newest_idx" ON "properties" ("city_id", "published", "created_at", "id");`))
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_search_offers_idx" ON "properties" ("published", "offer_validity");`))
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_search_city_price_idx" ON "properties" ("city_id", "published", "price_range_minimum", "price_range_maximum");`))
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_rels_search_amenities_idx" ON "properties_rels" ("amenities_id", "path", "parent_id");`))
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_rels_search_types_idx" ON "properties_rels" ("property_types_id", "path", "parent_id");`))
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_rels_search_collections_idx" ON "properties_rels" ("property_collections_id", "path", "parent_id");`))
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "properties_floor_plans_search_bhk_idx" ON "properties_floor_plans" ("bhk", "_parent_id");`))
  // Fresh statistics let SQLite's planner choose between these indexes on an existing database.
  await db.run(sql`ANALYZE`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw(`DROP INDEX IF EXISTS "properties_search_rank_idx";`))
  await db.run(sql.raw(`DROP INDEX IF EXISTS "properties_search_city_rank_idx";`))
  await db.run(sql.raw(`DROP INDEX IF EXISTS "properties_search_builder_rank_idx";`))
  await db.run(sql.raw(`DROP INDEX IF EXISTS "properties_search_price_asc_idx";`))
  await db.run(sql.raw(`DROP INDEX IF EXISTS "properties_search_price_desc_idx";`))
  await db.run(sql.raw(`DROP INDEX IF EXISTS "properties_search_newest_idx";`))
  await db.run(sql.raw(`DROP INDEX IF EXISTS "properties_search_city_newest_idx";`))
  await db.run(sql.raw(`DROP INDEX IF EXISTS "properties_search_offers_idx";`))
  await db.run(sql.raw(`DROP INDEX IF EXISTS "properties_search_city_price_idx";`))
  await db.run(sql.raw(`DROP INDEX IF EXISTS "properties_rels_search_amenities_idx";`))
  await db.run(sql.raw(`DROP INDEX IF EXISTS "properties_rels_search_types_idx";`))
  await db.run(sql.raw(`DROP INDEX IF EXISTS "properties_rels_search_collections_idx";`))
  await db.run(sql.raw(`DROP INDEX IF EXISTS "properties_floor_plans_search_bhk_idx";`))
}
