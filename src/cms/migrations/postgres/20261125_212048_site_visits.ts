// @ts-nocheck -- generated. drizzle-orm is installed twice (under db-postgres and drizzle), so their SQL types differ though the runtime is one.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_visits_status" AS ENUM('booked', 'cancelled');
  CREATE TABLE "site_visits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_site_visits_status" DEFAULT 'booked' NOT NULL,
  	"cancelled_at" timestamp(3) with time zone,
  	"lead_id" integer NOT NULL,
  	"property_id" integer NOT NULL,
  	"visit_date" varchar NOT NULL,
  	"slot_start" varchar NOT NULL,
  	"slot_end" varchar NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"name" varchar,
  	"phone" varchar,
  	"project_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_visit_slots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property" numeric NOT NULL,
  	"visit_date" varchar NOT NULL,
  	"slot_start" varchar NOT NULL,
  	"booked" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "properties" ADD COLUMN "visiting_hours_opens" varchar;
  ALTER TABLE "properties" ADD COLUMN "visiting_hours_closes" varchar;
  ALTER TABLE "properties" ADD COLUMN "visiting_hours_slot_minutes" numeric;
  ALTER TABLE "properties" ADD COLUMN "visiting_hours_capacity" numeric;
  ALTER TABLE "properties" ADD COLUMN "visiting_hours_closed_days" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_visits_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_visit_slots_id" integer;
  ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_visits_status_idx" ON "site_visits" USING btree ("status");
  CREATE INDEX "site_visits_lead_idx" ON "site_visits" USING btree ("lead_id");
  CREATE INDEX "site_visits_property_idx" ON "site_visits" USING btree ("property_id");
  CREATE INDEX "site_visits_visit_date_idx" ON "site_visits" USING btree ("visit_date");
  CREATE INDEX "site_visits_starts_at_idx" ON "site_visits" USING btree ("starts_at");
  CREATE INDEX "site_visits_updated_at_idx" ON "site_visits" USING btree ("updated_at");
  CREATE INDEX "site_visits_created_at_idx" ON "site_visits" USING btree ("created_at");
  CREATE INDEX "site_visit_slots_updated_at_idx" ON "site_visit_slots" USING btree ("updated_at");
  CREATE INDEX "site_visit_slots_created_at_idx" ON "site_visit_slots" USING btree ("created_at");
  CREATE UNIQUE INDEX "property_visit_date_slot_start_idx" ON "site_visit_slots" USING btree ("property","visit_date","slot_start");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_visits_fk" FOREIGN KEY ("site_visits_id") REFERENCES "public"."site_visits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_visit_slots_fk" FOREIGN KEY ("site_visit_slots_id") REFERENCES "public"."site_visit_slots"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_site_visits_id_idx" ON "payload_locked_documents_rels" USING btree ("site_visits_id");
  CREATE INDEX "payload_locked_documents_rels_site_visit_slots_id_idx" ON "payload_locked_documents_rels" USING btree ("site_visit_slots_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_visits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_visit_slots" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_visits" CASCADE;
  DROP TABLE "site_visit_slots" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_visits_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_visit_slots_fk";
  
  DROP INDEX "payload_locked_documents_rels_site_visits_id_idx";
  DROP INDEX "payload_locked_documents_rels_site_visit_slots_id_idx";
  ALTER TABLE "properties" DROP COLUMN "visiting_hours_opens";
  ALTER TABLE "properties" DROP COLUMN "visiting_hours_closes";
  ALTER TABLE "properties" DROP COLUMN "visiting_hours_slot_minutes";
  ALTER TABLE "properties" DROP COLUMN "visiting_hours_capacity";
  ALTER TABLE "properties" DROP COLUMN "visiting_hours_closed_days";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_visits_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_visit_slots_id";
  DROP TYPE "public"."enum_site_visits_status";`)
}
