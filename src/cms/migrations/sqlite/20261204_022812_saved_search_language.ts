import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** The language of a saved search's alert mails (docs/product.md §14, §21); existing searches are English. */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`saved_searches\` ADD \`language\` text DEFAULT 'en' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`saved_searches\` DROP COLUMN \`language\`;`)
}
