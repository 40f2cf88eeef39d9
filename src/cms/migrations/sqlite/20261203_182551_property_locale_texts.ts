import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** Property texts and FAQ lists per language (docs/product.md §21); what is written moves to English. */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`properties_locales\` (
  	\`offer_available\` text,
  	\`description\` text,
  	\`alert_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_locales_locale_parent_id_unique\` ON \`properties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`properties_faq\` ADD \`_locale\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`properties_faq_locale_idx\` ON \`properties_faq\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`blogs_faq\` ADD \`_locale\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`blogs_faq_locale_idx\` ON \`blogs_faq\` (\`_locale\`);`)
  // What is written moves to the English rows; existing FAQ rows are English (docs/product.md §21).
  await db.run(sql`INSERT INTO \`properties_locales\` (\`offer_available\`, \`description\`, \`alert_text\`, \`_locale\`, \`_parent_id\`)
    SELECT \`offer_available\`, \`description\`, \`alert_text\`, 'en', \`id\` FROM \`properties\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`offer_available\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`alert_text\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The English texts go back to the columns; Hindi texts and Hindi FAQ rows are dropped.
  await db.run(sql`ALTER TABLE \`properties\` ADD \`offer_available\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`alert_text\` text;`)
  await db.run(sql`UPDATE \`properties\` SET
    \`offer_available\` = (SELECT l.\`offer_available\` FROM \`properties_locales\` l WHERE l.\`_parent_id\` = \`properties\`.\`id\` AND l.\`_locale\` = 'en'),
    \`description\` = (SELECT l.\`description\` FROM \`properties_locales\` l WHERE l.\`_parent_id\` = \`properties\`.\`id\` AND l.\`_locale\` = 'en'),
    \`alert_text\` = (SELECT l.\`alert_text\` FROM \`properties_locales\` l WHERE l.\`_parent_id\` = \`properties\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`DELETE FROM \`properties_faq\` WHERE \`_locale\` <> 'en';`)
  await db.run(sql`DELETE FROM \`blogs_faq\` WHERE \`_locale\` <> 'en';`)
  await db.run(sql`DROP TABLE \`properties_locales\`;`)
  await db.run(sql`DROP INDEX \`properties_faq_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`properties_faq\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`blogs_faq_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`blogs_faq\` DROP COLUMN \`_locale\`;`)
}
