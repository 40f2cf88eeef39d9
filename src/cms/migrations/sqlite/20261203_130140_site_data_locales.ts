import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_data_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_data_locales_locale_parent_id_unique\` ON \`site_data_locales\` (\`_locale\`,\`_parent_id\`);`)
  // The English text already written moves to the `en` locale rows (docs/product.md §21).
  await db.run(sql`INSERT INTO \`site_data_locales\` (\`content\`, \`_locale\`, \`_parent_id\`) SELECT \`content\`, 'en', \`id\` FROM \`site_data\`;`)
  await db.run(sql`ALTER TABLE \`site_data\` DROP COLUMN \`content\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The English text goes back to the column; Hindi texts are dropped with the locale table.
  await db.run(sql`ALTER TABLE \`site_data\` ADD \`content\` text;`)
  await db.run(sql`UPDATE \`site_data\` SET \`content\` = (SELECT l.\`content\` FROM \`site_data_locales\` l WHERE l.\`_parent_id\` = \`site_data\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`DROP TABLE \`site_data_locales\`;`)
}
