import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Property texts and FAQ lists per language (docs/product.md §21); what is written moves to English. */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "properties_locales" (
  	"offer_available" varchar,
  	"description" jsonb,
  	"alert_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "properties_faq" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "properties_faq" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "blogs_faq" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "blogs_faq" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "properties_locales" ADD CONSTRAINT "properties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "properties_locales_locale_parent_id_unique" ON "properties_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "properties_faq_locale_idx" ON "properties_faq" USING btree ("_locale");
  CREATE INDEX "blogs_faq_locale_idx" ON "blogs_faq" USING btree ("_locale");
  INSERT INTO "properties_locales" ("offer_available", "description", "alert_text", "_locale", "_parent_id")
    SELECT "offer_available", "description", "alert_text", 'en', "id" FROM "properties";
  ALTER TABLE "properties" DROP COLUMN "offer_available";
  ALTER TABLE "properties" DROP COLUMN "description";
  ALTER TABLE "properties" DROP COLUMN "alert_text";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "properties" ADD COLUMN "offer_available" varchar;
  ALTER TABLE "properties" ADD COLUMN "description" jsonb;
  ALTER TABLE "properties" ADD COLUMN "alert_text" varchar;
  UPDATE "properties" p SET "offer_available" = l."offer_available", "description" = l."description", "alert_text" = l."alert_text"
    FROM "properties_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  DELETE FROM "properties_faq" WHERE "_locale" <> 'en';
  DELETE FROM "blogs_faq" WHERE "_locale" <> 'en';
  ALTER TABLE "properties_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "properties_locales" CASCADE;
  DROP INDEX "properties_faq_locale_idx";
  DROP INDEX "blogs_faq_locale_idx";
  ALTER TABLE "properties_faq" DROP COLUMN "_locale";
  ALTER TABLE "blogs_faq" DROP COLUMN "_locale";`)
}
