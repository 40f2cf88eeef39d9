import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`blogs_locales\` (
  	\`title\` text NOT NULL,
  	\`preview_paragraph\` text,
  	\`contents\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blogs_locales_locale_parent_id_unique\` ON \`blogs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`generic_pages_locales\` (
  	\`title\` text NOT NULL,
  	\`meta_description\` text,
  	\`contents\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`generic_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`generic_pages_locales_locale_parent_id_unique\` ON \`generic_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  // The English text already written moves to the locale rows (docs/product.md §21: `en` is the
  // default locale), before the columns it lived in are dropped.
  await db.run(sql`INSERT INTO \`blogs_locales\` (\`title\`, \`preview_paragraph\`, \`contents\`, \`_locale\`, \`_parent_id\`) SELECT \`title\`, \`preview_paragraph\`, \`contents\`, 'en', \`id\` FROM \`blogs\`;`)
  await db.run(sql`INSERT INTO \`faqs_locales\` (\`question\`, \`answer\`, \`_locale\`, \`_parent_id\`) SELECT \`question\`, \`answer\`, 'en', \`id\` FROM \`faqs\`;`)
  await db.run(sql`INSERT INTO \`generic_pages_locales\` (\`title\`, \`meta_description\`, \`contents\`, \`_locale\`, \`_parent_id\`) SELECT \`title\`, \`meta_description\`, \`contents\`, 'en', \`id\` FROM \`generic_pages\`;`)
  await db.run(sql`ALTER TABLE \`blogs\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`blogs\` DROP COLUMN \`preview_paragraph\`;`)
  await db.run(sql`ALTER TABLE \`blogs\` DROP COLUMN \`contents\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`generic_pages\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`generic_pages\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`generic_pages\` DROP COLUMN \`contents\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The columns come back without NOT NULL (SQLite cannot add one to rows that exist) and get the
  // English text; Hindi text is dropped with the locale tables.
  await db.run(sql`ALTER TABLE \`blogs\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`blogs\` ADD \`preview_paragraph\` text;`)
  await db.run(sql`ALTER TABLE \`blogs\` ADD \`contents\` text;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`question\` text;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`answer\` text;`)
  await db.run(sql`ALTER TABLE \`generic_pages\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`generic_pages\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`generic_pages\` ADD \`contents\` text;`)
  await db.run(sql`UPDATE \`blogs\` SET (\`title\`, \`preview_paragraph\`, \`contents\`) = (SELECT l.\`title\`, l.\`preview_paragraph\`, l.\`contents\` FROM \`blogs_locales\` l WHERE l.\`_parent_id\` = \`blogs\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`faqs\` SET (\`question\`, \`answer\`) = (SELECT l.\`question\`, l.\`answer\` FROM \`faqs_locales\` l WHERE l.\`_parent_id\` = \`faqs\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`generic_pages\` SET (\`title\`, \`meta_description\`, \`contents\`) = (SELECT l.\`title\`, l.\`meta_description\`, l.\`contents\` FROM \`generic_pages_locales\` l WHERE l.\`_parent_id\` = \`generic_pages\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`DROP TABLE \`blogs_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`generic_pages_locales\`;`)
}
