// @ts-nocheck -- generated. drizzle-orm is installed twice (under db-postgres and drizzle), so their SQL types differ though the runtime is one.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_routing_rules_forms" AS ENUM('contact', 'interest', 'enquiry', 'cv', 'new-user', 'site-visit');
  CREATE TABLE "lead_routing_rules_forms" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_lead_routing_rules_forms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "lead_routing_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"priority" numeric DEFAULT 100 NOT NULL,
  	"rr_counter" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_routing_rules_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"cities_id" integer,
  	"properties_id" integer,
  	"editors_id" integer
  );
  
  CREATE TABLE "whatsapp_clicks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer,
  	"day" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "first_status_change_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_routing_rules_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whatsapp_clicks_id" integer;
  ALTER TABLE "lead_routing_rules_forms" ADD CONSTRAINT "lead_routing_rules_forms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lead_routing_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_routing_rules_rels" ADD CONSTRAINT "lead_routing_rules_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lead_routing_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_routing_rules_rels" ADD CONSTRAINT "lead_routing_rules_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_routing_rules_rels" ADD CONSTRAINT "lead_routing_rules_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_routing_rules_rels" ADD CONSTRAINT "lead_routing_rules_rels_editors_fk" FOREIGN KEY ("editors_id") REFERENCES "public"."editors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "whatsapp_clicks" ADD CONSTRAINT "whatsapp_clicks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_routing_rules_forms_order_idx" ON "lead_routing_rules_forms" USING btree ("order");
  CREATE INDEX "lead_routing_rules_forms_parent_idx" ON "lead_routing_rules_forms" USING btree ("parent_id");
  CREATE INDEX "lead_routing_rules_active_idx" ON "lead_routing_rules" USING btree ("active");
  CREATE INDEX "lead_routing_rules_priority_idx" ON "lead_routing_rules" USING btree ("priority");
  CREATE INDEX "lead_routing_rules_updated_at_idx" ON "lead_routing_rules" USING btree ("updated_at");
  CREATE INDEX "lead_routing_rules_created_at_idx" ON "lead_routing_rules" USING btree ("created_at");
  CREATE INDEX "lead_routing_rules_rels_order_idx" ON "lead_routing_rules_rels" USING btree ("order");
  CREATE INDEX "lead_routing_rules_rels_parent_idx" ON "lead_routing_rules_rels" USING btree ("parent_id");
  CREATE INDEX "lead_routing_rules_rels_path_idx" ON "lead_routing_rules_rels" USING btree ("path");
  CREATE INDEX "lead_routing_rules_rels_cities_id_idx" ON "lead_routing_rules_rels" USING btree ("cities_id");
  CREATE INDEX "lead_routing_rules_rels_properties_id_idx" ON "lead_routing_rules_rels" USING btree ("properties_id");
  CREATE INDEX "lead_routing_rules_rels_editors_id_idx" ON "lead_routing_rules_rels" USING btree ("editors_id");
  CREATE INDEX "whatsapp_clicks_property_idx" ON "whatsapp_clicks" USING btree ("property_id");
  CREATE INDEX "whatsapp_clicks_day_idx" ON "whatsapp_clicks" USING btree ("day");
  CREATE INDEX "whatsapp_clicks_updated_at_idx" ON "whatsapp_clicks" USING btree ("updated_at");
  CREATE INDEX "whatsapp_clicks_created_at_idx" ON "whatsapp_clicks" USING btree ("created_at");
  CREATE UNIQUE INDEX "property_day_idx" ON "whatsapp_clicks" USING btree ("property_id","day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_routing_rules_fk" FOREIGN KEY ("lead_routing_rules_id") REFERENCES "public"."lead_routing_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whatsapp_clicks_fk" FOREIGN KEY ("whatsapp_clicks_id") REFERENCES "public"."whatsapp_clicks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_first_status_change_at_idx" ON "leads" USING btree ("first_status_change_at");
  CREATE INDEX "payload_locked_documents_rels_lead_routing_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_routing_rules_id");
  CREATE INDEX "payload_locked_documents_rels_whatsapp_clicks_id_idx" ON "payload_locked_documents_rels" USING btree ("whatsapp_clicks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_routing_rules_forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_routing_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_routing_rules_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whatsapp_clicks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_routing_rules_forms" CASCADE;
  DROP TABLE "lead_routing_rules" CASCADE;
  DROP TABLE "lead_routing_rules_rels" CASCADE;
  DROP TABLE "whatsapp_clicks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_routing_rules_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whatsapp_clicks_fk";
  
  DROP INDEX "leads_first_status_change_at_idx";
  DROP INDEX "payload_locked_documents_rels_lead_routing_rules_id_idx";
  DROP INDEX "payload_locked_documents_rels_whatsapp_clicks_id_idx";
  ALTER TABLE "leads" DROP COLUMN "first_status_change_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_routing_rules_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whatsapp_clicks_id";
  DROP TYPE "public"."enum_lead_routing_rules_forms";`)
}
