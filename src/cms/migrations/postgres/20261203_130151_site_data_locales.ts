import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_data_locales" (
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "site_data_locales" ADD CONSTRAINT "site_data_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_data"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "site_data_locales_locale_parent_id_unique" ON "site_data_locales" USING btree ("_locale","_parent_id");
  INSERT INTO "site_data_locales" ("content", "_locale", "_parent_id") SELECT "content", 'en', "id" FROM "site_data";
  ALTER TABLE "site_data" DROP COLUMN "content";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_data" ADD COLUMN "content" varchar;
  UPDATE "site_data" d SET "content" = l."content" FROM "site_data_locales" l WHERE l."_parent_id" = d."id" AND l."_locale" = 'en';
  DROP TABLE "site_data_locales" CASCADE;`)
}
