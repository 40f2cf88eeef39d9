import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cities_locales" (
  	"city_name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "property_types_locales" (
  	"property_type" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "amenities_locales" (
  	"amenity" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "property_collections_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  DROP INDEX "cities_city_name_idx";
  DROP INDEX "property_types_property_type_idx";
  DROP INDEX "amenities_amenity_idx";
  DROP INDEX "property_collections_name_idx";
  ALTER TABLE "cities_locales" ADD CONSTRAINT "cities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "property_types_locales" ADD CONSTRAINT "property_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "amenities_locales" ADD CONSTRAINT "amenities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "property_collections_locales" ADD CONSTRAINT "property_collections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."property_collections"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "cities_city_name_idx" ON "cities_locales" USING btree ("city_name","_locale");
  CREATE UNIQUE INDEX "cities_locales_locale_parent_id_unique" ON "cities_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "property_types_property_type_idx" ON "property_types_locales" USING btree ("property_type","_locale");
  CREATE UNIQUE INDEX "property_types_locales_locale_parent_id_unique" ON "property_types_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "amenities_amenity_idx" ON "amenities_locales" USING btree ("amenity","_locale");
  CREATE UNIQUE INDEX "amenities_locales_locale_parent_id_unique" ON "amenities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "property_collections_name_idx" ON "property_collections_locales" USING btree ("name","_locale");
  CREATE UNIQUE INDEX "property_collections_locales_locale_parent_id_unique" ON "property_collections_locales" USING btree ("_locale","_parent_id");
  INSERT INTO "cities_locales" ("city_name", "_locale", "_parent_id") SELECT "city_name", 'en', "id" FROM "cities";
  INSERT INTO "property_types_locales" ("property_type", "_locale", "_parent_id") SELECT "property_type", 'en', "id" FROM "property_types";
  INSERT INTO "amenities_locales" ("amenity", "_locale", "_parent_id") SELECT "amenity", 'en', "id" FROM "amenities";
  INSERT INTO "property_collections_locales" ("name", "description", "_locale", "_parent_id") SELECT "name", "description", 'en', "id" FROM "property_collections";
  ALTER TABLE "cities" DROP COLUMN "city_name";
  ALTER TABLE "property_types" DROP COLUMN "property_type";
  ALTER TABLE "amenities" DROP COLUMN "amenity";
  ALTER TABLE "property_collections" DROP COLUMN "name";
  ALTER TABLE "property_collections" DROP COLUMN "description";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The English names go back to the columns; Hindi names are dropped with the locale tables.
  await db.execute(sql`
   ALTER TABLE "cities" ADD COLUMN "city_name" varchar;
  ALTER TABLE "property_types" ADD COLUMN "property_type" varchar;
  ALTER TABLE "amenities" ADD COLUMN "amenity" varchar;
  ALTER TABLE "property_collections" ADD COLUMN "name" varchar;
  ALTER TABLE "property_collections" ADD COLUMN "description" varchar;
  UPDATE "cities" c SET "city_name" = l."city_name" FROM "cities_locales" l WHERE l."_parent_id" = c."id" AND l."_locale" = 'en';
  UPDATE "property_types" t SET "property_type" = l."property_type" FROM "property_types_locales" l WHERE l."_parent_id" = t."id" AND l."_locale" = 'en';
  UPDATE "amenities" a SET "amenity" = l."amenity" FROM "amenities_locales" l WHERE l."_parent_id" = a."id" AND l."_locale" = 'en';
  UPDATE "property_collections" pc SET "name" = l."name", "description" = l."description" FROM "property_collections_locales" l WHERE l."_parent_id" = pc."id" AND l."_locale" = 'en';
  ALTER TABLE "cities" ALTER COLUMN "city_name" SET NOT NULL;
  ALTER TABLE "property_types" ALTER COLUMN "property_type" SET NOT NULL;
  ALTER TABLE "amenities" ALTER COLUMN "amenity" SET NOT NULL;
  ALTER TABLE "property_collections" ALTER COLUMN "name" SET NOT NULL;
  DROP TABLE "cities_locales" CASCADE;
  DROP TABLE "property_types_locales" CASCADE;
  DROP TABLE "amenities_locales" CASCADE;
  DROP TABLE "property_collections_locales" CASCADE;
  CREATE UNIQUE INDEX "cities_city_name_idx" ON "cities" USING btree ("city_name");
  CREATE UNIQUE INDEX "property_types_property_type_idx" ON "property_types" USING btree ("property_type");
  CREATE UNIQUE INDEX "amenities_amenity_idx" ON "amenities" USING btree ("amenity");
  CREATE INDEX "property_collections_name_idx" ON "property_collections" USING btree ("name");`)
}
