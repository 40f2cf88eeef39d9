import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'hi');
  CREATE TABLE "blogs_locales" (
  	"title" varchar NOT NULL,
  	"preview_paragraph" varchar,
  	"contents" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "generic_pages_locales" (
  	"title" varchar NOT NULL,
  	"meta_description" varchar,
  	"contents" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "blogs_locales" ADD CONSTRAINT "blogs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "generic_pages_locales" ADD CONSTRAINT "generic_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."generic_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "blogs_locales_locale_parent_id_unique" ON "blogs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "generic_pages_locales_locale_parent_id_unique" ON "generic_pages_locales" USING btree ("_locale","_parent_id");
  -- The English text already written moves to the locale rows (docs/product.md §21: en is the
  -- default locale), before the columns it lived in are dropped.
  INSERT INTO "blogs_locales" ("title", "preview_paragraph", "contents", "_locale", "_parent_id") SELECT "title", "preview_paragraph", "contents", 'en', "id" FROM "blogs";
  INSERT INTO "faqs_locales" ("question", "answer", "_locale", "_parent_id") SELECT "question", "answer", 'en', "id" FROM "faqs";
  INSERT INTO "generic_pages_locales" ("title", "meta_description", "contents", "_locale", "_parent_id") SELECT "title", "meta_description", "contents", 'en', "id" FROM "generic_pages";
  ALTER TABLE "blogs" DROP COLUMN "title";
  ALTER TABLE "blogs" DROP COLUMN "preview_paragraph";
  ALTER TABLE "blogs" DROP COLUMN "contents";
  ALTER TABLE "faqs" DROP COLUMN "question";
  ALTER TABLE "faqs" DROP COLUMN "answer";
  ALTER TABLE "generic_pages" DROP COLUMN "title";
  ALTER TABLE "generic_pages" DROP COLUMN "meta_description";
  ALTER TABLE "generic_pages" DROP COLUMN "contents";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The English text goes back into the columns; Hindi text is dropped with the locale tables.
  await db.execute(sql`
   ALTER TABLE "blogs" ADD COLUMN "title" varchar;
  ALTER TABLE "blogs" ADD COLUMN "preview_paragraph" varchar;
  ALTER TABLE "blogs" ADD COLUMN "contents" jsonb;
  ALTER TABLE "faqs" ADD COLUMN "question" varchar;
  ALTER TABLE "faqs" ADD COLUMN "answer" varchar;
  ALTER TABLE "generic_pages" ADD COLUMN "title" varchar;
  ALTER TABLE "generic_pages" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "generic_pages" ADD COLUMN "contents" jsonb;
  UPDATE "blogs" b SET "title" = l."title", "preview_paragraph" = l."preview_paragraph", "contents" = l."contents" FROM "blogs_locales" l WHERE l."_parent_id" = b."id" AND l."_locale" = 'en';
  UPDATE "faqs" f SET "question" = l."question", "answer" = l."answer" FROM "faqs_locales" l WHERE l."_parent_id" = f."id" AND l."_locale" = 'en';
  UPDATE "generic_pages" g SET "title" = l."title", "meta_description" = l."meta_description", "contents" = l."contents" FROM "generic_pages_locales" l WHERE l."_parent_id" = g."id" AND l."_locale" = 'en';
  ALTER TABLE "blogs" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "generic_pages" ALTER COLUMN "title" SET NOT NULL;
  DROP TABLE "blogs_locales" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "generic_pages_locales" CASCADE;
  DROP TYPE "public"."_locales";`)
}
