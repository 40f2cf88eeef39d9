// @ts-nocheck -- generated. drizzle-orm is installed twice (under db-postgres and drizzle), so their SQL types differ though the runtime is one.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The states of the demo cities, so an existing database links their RERA numbers at once. */
const DEMO_CITY_STATES = sql.raw(`('bengaluru', 'Karnataka'), ('mumbai', 'Maharashtra'), ('pune', 'Maharashtra'), ('hyderabad', 'Telangana'), ('chennai', 'Tamil Nadu'), ('gurugram', 'Haryana'), ('noida', 'Uttar Pradesh'), ('kolkata', 'West Bengal'), ('ahmedabad', 'Gujarat'), ('kochi', 'Kerala')`)

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" ADD COLUMN "possession" timestamp(3) with time zone;
  ALTER TABLE "cities" ADD COLUMN "state" varchar;`)
  await db.execute(sql`UPDATE "cities" SET "state" = (SELECT s.column2 FROM (VALUES ${DEMO_CITY_STATES}) s WHERE s.column1 = lower("cities"."city_name")) WHERE "state" IS NULL`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" DROP COLUMN "possession";
  ALTER TABLE "cities" DROP COLUMN "state";`)
}
