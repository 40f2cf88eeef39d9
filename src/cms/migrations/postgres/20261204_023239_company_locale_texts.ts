import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Team members' roles and bios, accreditations' names and descriptions, and pricing plans' texts and
 * feature lists per language (docs/product.md §21); what is written moves to English.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "team_members_locales" (
  	"role" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pricing_locales" (
  	"period" varchar,
  	"description" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "accreditations_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pricing_features" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "pricing_features" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "team_members_locales" ADD CONSTRAINT "team_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_locales" ADD CONSTRAINT "pricing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accreditations_locales" ADD CONSTRAINT "accreditations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accreditations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "team_members_locales_locale_parent_id_unique" ON "team_members_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pricing_locales_locale_parent_id_unique" ON "pricing_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "accreditations_locales_locale_parent_id_unique" ON "accreditations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pricing_features_locale_idx" ON "pricing_features" USING btree ("_locale");
  INSERT INTO "team_members_locales" ("role", "bio", "_locale", "_parent_id")
    SELECT "role", "bio", 'en', "id" FROM "team_members";
  INSERT INTO "pricing_locales" ("period", "description", "cta_label", "_locale", "_parent_id")
    SELECT "period", "description", "cta_label", 'en', "id" FROM "pricing";
  INSERT INTO "accreditations_locales" ("name", "description", "_locale", "_parent_id")
    SELECT "name", "description", 'en', "id" FROM "accreditations";
  ALTER TABLE "team_members" DROP COLUMN "role";
  ALTER TABLE "team_members" DROP COLUMN "bio";
  ALTER TABLE "pricing" DROP COLUMN "period";
  ALTER TABLE "pricing" DROP COLUMN "description";
  ALTER TABLE "pricing" DROP COLUMN "cta_label";
  ALTER TABLE "accreditations" DROP COLUMN "name";
  ALTER TABLE "accreditations" DROP COLUMN "description";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The English texts go back to the columns; Hindi texts and Hindi feature rows are dropped.
  await db.execute(sql`
   ALTER TABLE "team_members" ADD COLUMN "role" varchar;
  ALTER TABLE "team_members" ADD COLUMN "bio" varchar;
  ALTER TABLE "pricing" ADD COLUMN "period" varchar;
  ALTER TABLE "pricing" ADD COLUMN "description" varchar;
  ALTER TABLE "pricing" ADD COLUMN "cta_label" varchar;
  ALTER TABLE "accreditations" ADD COLUMN "name" varchar;
  ALTER TABLE "accreditations" ADD COLUMN "description" varchar;
  UPDATE "team_members" t SET "role" = l."role", "bio" = l."bio"
    FROM "team_members_locales" l WHERE l."_parent_id" = t."id" AND l."_locale" = 'en';
  UPDATE "pricing" p SET "period" = l."period", "description" = l."description", "cta_label" = l."cta_label"
    FROM "pricing_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "accreditations" a SET "name" = l."name", "description" = l."description"
    FROM "accreditations_locales" l WHERE l."_parent_id" = a."id" AND l."_locale" = 'en';
  -- An accreditation written in Hindi only keeps its Hindi name rather than none.
  UPDATE "accreditations" a SET "name" = COALESCE(
      (SELECT l."name" FROM "accreditations_locales" l WHERE l."_parent_id" = a."id" ORDER BY l."_locale" LIMIT 1), '')
    WHERE a."name" IS NULL;
  ALTER TABLE "accreditations" ALTER COLUMN "name" SET NOT NULL;
  DELETE FROM "pricing_features" WHERE "_locale" <> 'en';
  ALTER TABLE "team_members_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accreditations_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "team_members_locales" CASCADE;
  DROP TABLE "pricing_locales" CASCADE;
  DROP TABLE "accreditations_locales" CASCADE;
  DROP INDEX "pricing_features_locale_idx";
  ALTER TABLE "pricing_features" DROP COLUMN "_locale";`)
}
