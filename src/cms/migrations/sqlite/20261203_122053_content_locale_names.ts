import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// City, property type, amenity and collection names (and collections' descriptions) become
// localized (docs/product.md §21). SQLite's index names are global, so the old indexes go first;
// the English text moves to the `en` locale rows before the columns it lived in are dropped.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`cities_city_name_idx\`;`)
  await db.run(sql`DROP INDEX \`property_types_property_type_idx\`;`)
  await db.run(sql`DROP INDEX \`amenities_amenity_idx\`;`)
  await db.run(sql`DROP INDEX \`property_collections_name_idx\`;`)
  await db.run(sql`CREATE TABLE \`cities_locales\` (
  	\`city_name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cities_city_name_idx\` ON \`cities_locales\` (\`city_name\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cities_locales_locale_parent_id_unique\` ON \`cities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`property_types_locales\` (
  	\`property_type\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`property_types_property_type_idx\` ON \`property_types_locales\` (\`property_type\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`property_types_locales_locale_parent_id_unique\` ON \`property_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`amenities_locales\` (
  	\`amenity\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`amenities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`amenities_amenity_idx\` ON \`amenities_locales\` (\`amenity\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`amenities_locales_locale_parent_id_unique\` ON \`amenities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`property_collections_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`property_collections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`property_collections_name_idx\` ON \`property_collections_locales\` (\`name\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`property_collections_locales_locale_parent_id_unique\` ON \`property_collections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`INSERT INTO \`cities_locales\` (\`city_name\`, \`_locale\`, \`_parent_id\`) SELECT \`city_name\`, 'en', \`id\` FROM \`cities\`;`)
  await db.run(sql`INSERT INTO \`property_types_locales\` (\`property_type\`, \`_locale\`, \`_parent_id\`) SELECT \`property_type\`, 'en', \`id\` FROM \`property_types\`;`)
  await db.run(sql`INSERT INTO \`amenities_locales\` (\`amenity\`, \`_locale\`, \`_parent_id\`) SELECT \`amenity\`, 'en', \`id\` FROM \`amenities\`;`)
  await db.run(sql`INSERT INTO \`property_collections_locales\` (\`name\`, \`description\`, \`_locale\`, \`_parent_id\`) SELECT \`name\`, \`description\`, 'en', \`id\` FROM \`property_collections\`;`)
  await db.run(sql`ALTER TABLE \`cities\` DROP COLUMN \`city_name\`;`)
  await db.run(sql`ALTER TABLE \`property_types\` DROP COLUMN \`property_type\`;`)
  await db.run(sql`ALTER TABLE \`amenities\` DROP COLUMN \`amenity\`;`)
  await db.run(sql`ALTER TABLE \`property_collections\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`property_collections\` DROP COLUMN \`description\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The columns come back without NOT NULL (SQLite cannot add one to rows that exist) and get the
  // English text; Hindi names are dropped with the locale tables.
  await db.run(sql`ALTER TABLE \`cities\` ADD \`city_name\` text;`)
  await db.run(sql`ALTER TABLE \`property_types\` ADD \`property_type\` text;`)
  await db.run(sql`ALTER TABLE \`amenities\` ADD \`amenity\` text;`)
  await db.run(sql`ALTER TABLE \`property_collections\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`property_collections\` ADD \`description\` text;`)
  await db.run(sql`UPDATE \`cities\` SET \`city_name\` = (SELECT l.\`city_name\` FROM \`cities_locales\` l WHERE l.\`_parent_id\` = \`cities\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`property_types\` SET \`property_type\` = (SELECT l.\`property_type\` FROM \`property_types_locales\` l WHERE l.\`_parent_id\` = \`property_types\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`amenities\` SET \`amenity\` = (SELECT l.\`amenity\` FROM \`amenities_locales\` l WHERE l.\`_parent_id\` = \`amenities\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`property_collections\` SET (\`name\`, \`description\`) = (SELECT l.\`name\`, l.\`description\` FROM \`property_collections_locales\` l WHERE l.\`_parent_id\` = \`property_collections\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`DROP TABLE \`cities_locales\`;`)
  await db.run(sql`DROP TABLE \`property_types_locales\`;`)
  await db.run(sql`DROP TABLE \`amenities_locales\`;`)
  await db.run(sql`DROP TABLE \`property_collections_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`cities_city_name_idx\` ON \`cities\` (\`city_name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`property_types_property_type_idx\` ON \`property_types\` (\`property_type\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`amenities_amenity_idx\` ON \`amenities\` (\`amenity\`);`)
  await db.run(sql`CREATE INDEX \`property_collections_name_idx\` ON \`property_collections\` (\`name\`);`)
}
