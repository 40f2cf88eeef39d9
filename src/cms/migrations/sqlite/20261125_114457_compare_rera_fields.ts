import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** The states of the demo cities, so an existing database links their RERA numbers at once. */
const DEMO_CITY_STATES = sql.raw(`('bengaluru', 'Karnataka'), ('mumbai', 'Maharashtra'), ('pune', 'Maharashtra'), ('hyderabad', 'Telangana'), ('chennai', 'Tamil Nadu'), ('gurugram', 'Haryana'), ('noida', 'Uttar Pradesh'), ('kolkata', 'West Bengal'), ('ahmedabad', 'Gujarat'), ('kochi', 'Kerala')`)

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` ADD \`possession\` text;`)
  await db.run(sql`ALTER TABLE \`cities\` ADD \`state\` text;`)
  await db.run(sql`UPDATE "cities" SET "state" = (SELECT s.column2 FROM (VALUES ${DEMO_CITY_STATES}) s WHERE s.column1 = lower("cities"."city_name")) WHERE "state" IS NULL`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`possession\`;`)
  await db.run(sql`ALTER TABLE \`cities\` DROP COLUMN \`state\`;`)
}
