import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Team members' roles and bios, accreditations' names and descriptions, and pricing plans' texts and
 * feature lists per language (docs/product.md §21); what is written moves to English.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`team_members_locales\` (
  	\`role\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`team_members_locales_locale_parent_id_unique\` ON \`team_members_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing_locales\` (
  	\`period\` text,
  	\`description\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_locales_locale_parent_id_unique\` ON \`pricing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accreditations_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accreditations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`accreditations_locales_locale_parent_id_unique\` ON \`accreditations_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Existing feature rows are English (docs/product.md §21).
  await db.run(sql`ALTER TABLE \`pricing_features\` ADD \`_locale\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`pricing_features_locale_idx\` ON \`pricing_features\` (\`_locale\`);`)
  // What is written moves to the English rows.
  await db.run(sql`INSERT INTO \`team_members_locales\` (\`role\`, \`bio\`, \`_locale\`, \`_parent_id\`)
    SELECT \`role\`, \`bio\`, 'en', \`id\` FROM \`team_members\`;`)
  await db.run(sql`INSERT INTO \`pricing_locales\` (\`period\`, \`description\`, \`cta_label\`, \`_locale\`, \`_parent_id\`)
    SELECT \`period\`, \`description\`, \`cta_label\`, 'en', \`id\` FROM \`pricing\`;`)
  await db.run(sql`INSERT INTO \`accreditations_locales\` (\`name\`, \`description\`, \`_locale\`, \`_parent_id\`)
    SELECT \`name\`, \`description\`, 'en', \`id\` FROM \`accreditations\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`role\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`bio\`;`)
  await db.run(sql`ALTER TABLE \`pricing\` DROP COLUMN \`period\`;`)
  await db.run(sql`ALTER TABLE \`pricing\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`pricing\` DROP COLUMN \`cta_label\`;`)
  await db.run(sql`ALTER TABLE \`accreditations\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`accreditations\` DROP COLUMN \`description\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The English texts go back to the columns; Hindi texts and Hindi feature rows are dropped.
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`role\` text;`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`bio\` text;`)
  await db.run(sql`ALTER TABLE \`pricing\` ADD \`period\` text;`)
  await db.run(sql`ALTER TABLE \`pricing\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`pricing\` ADD \`cta_label\` text;`)
  // SQLite adds a NOT NULL column to a table with rows only with a default; every row gets its name below.
  await db.run(sql`ALTER TABLE \`accreditations\` ADD \`name\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`accreditations\` ADD \`description\` text;`)
  await db.run(sql`UPDATE \`team_members\` SET
    \`role\` = (SELECT l.\`role\` FROM \`team_members_locales\` l WHERE l.\`_parent_id\` = \`team_members\`.\`id\` AND l.\`_locale\` = 'en'),
    \`bio\` = (SELECT l.\`bio\` FROM \`team_members_locales\` l WHERE l.\`_parent_id\` = \`team_members\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`pricing\` SET
    \`period\` = (SELECT l.\`period\` FROM \`pricing_locales\` l WHERE l.\`_parent_id\` = \`pricing\`.\`id\` AND l.\`_locale\` = 'en'),
    \`description\` = (SELECT l.\`description\` FROM \`pricing_locales\` l WHERE l.\`_parent_id\` = \`pricing\`.\`id\` AND l.\`_locale\` = 'en'),
    \`cta_label\` = (SELECT l.\`cta_label\` FROM \`pricing_locales\` l WHERE l.\`_parent_id\` = \`pricing\`.\`id\` AND l.\`_locale\` = 'en');`)
  // An accreditation written in Hindi only keeps its Hindi name rather than none.
  await db.run(sql`UPDATE \`accreditations\` SET
    \`name\` = COALESCE(
      (SELECT l.\`name\` FROM \`accreditations_locales\` l WHERE l.\`_parent_id\` = \`accreditations\`.\`id\` AND l.\`_locale\` = 'en'),
      (SELECT l.\`name\` FROM \`accreditations_locales\` l WHERE l.\`_parent_id\` = \`accreditations\`.\`id\` ORDER BY l.\`_locale\` LIMIT 1),
      ''),
    \`description\` = (SELECT l.\`description\` FROM \`accreditations_locales\` l WHERE l.\`_parent_id\` = \`accreditations\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`DELETE FROM \`pricing_features\` WHERE \`_locale\` <> 'en';`)
  await db.run(sql`DROP TABLE \`team_members_locales\`;`)
  await db.run(sql`DROP TABLE \`pricing_locales\`;`)
  await db.run(sql`DROP TABLE \`accreditations_locales\`;`)
  await db.run(sql`DROP INDEX \`pricing_features_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pricing_features\` DROP COLUMN \`_locale\`;`)
}
