// @ts-nocheck -- generated. drizzle-orm is installed twice (under db-postgres and drizzle), so their SQL types differ though the runtime is one.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_language" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_lead_activities_kind" AS ENUM('status', 'note', 'call', 'follow-up');
  CREATE TYPE "public"."enum_lead_activities_from" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost', 'spam', 'test');
  CREATE TYPE "public"."enum_lead_activities_to" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost', 'spam', 'test');
  CREATE TYPE "public"."enum_lead_activities_outcome" AS ENUM('answered', 'no-answer', 'busy', 'wrong-number', 'call-back');
  CREATE TYPE "public"."enum_lead_sources_kind" AS ENUM('api', 'google-ads');
  CREATE TYPE "public"."enum_lead_sources_default_form" AS ENUM('contact', 'interest', 'enquiry', 'cv', 'site-visit');
  ALTER TYPE "public"."enum_leads_status" ADD VALUE 'test';
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'api';
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'google-ads';
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'buyer-ack';
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'buyer-whatsapp';
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'follow-up-reminder';
  ALTER TYPE "public"."enum_lead_routing_rules_forms" ADD VALUE 'api';
  ALTER TYPE "public"."enum_lead_routing_rules_forms" ADD VALUE 'google-ads';
  CREATE TABLE "lead_activities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"kind" "enum_lead_activities_kind" NOT NULL,
  	"text" varchar,
  	"from" "enum_lead_activities_from",
  	"to" "enum_lead_activities_to",
  	"outcome" "enum_lead_activities_outcome",
  	"by_id" integer,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_sources" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_lead_sources_kind" DEFAULT 'api' NOT NULL,
  	"key_prefix" varchar,
  	"key_hash" varchar,
  	"active" boolean DEFAULT true,
  	"default_property_id" integer,
  	"default_form" "enum_lead_sources_default_form",
  	"last_used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_api_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"scope" varchar NOT NULL,
  	"source_id" integer,
  	"status_code" numeric,
  	"answer" jsonb,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "follow_up_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "language" "enum_leads_language" DEFAULT 'en';
  ALTER TABLE "leads" ADD COLUMN "lead_source_id" integer;
  ALTER TABLE "leads" ADD COLUMN "source_ref" varchar;
  ALTER TABLE "leads" ADD COLUMN "received_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "google_lead_id" varchar;
  ALTER TABLE "leads" ADD COLUMN "google_campaign_id" varchar;
  ALTER TABLE "leads" ADD COLUMN "google_adgroup_id" varchar;
  ALTER TABLE "leads" ADD COLUMN "google_form_id" varchar;
  ALTER TABLE "leads" ADD COLUMN "google_creative_id" varchar;
  ALTER TABLE "leads" ADD COLUMN "gcl_id" varchar;
  ALTER TABLE "editors" ADD COLUMN "phone" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_activities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_sources_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_api_requests_id" integer;
  ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_by_id_editors_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."editors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_sources" ADD CONSTRAINT "lead_sources_default_property_id_properties_id_fk" FOREIGN KEY ("default_property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_api_requests" ADD CONSTRAINT "lead_api_requests_source_id_lead_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."lead_sources"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_activities_lead_idx" ON "lead_activities" USING btree ("lead_id");
  CREATE INDEX "lead_activities_kind_idx" ON "lead_activities" USING btree ("kind");
  CREATE INDEX "lead_activities_by_idx" ON "lead_activities" USING btree ("by_id");
  CREATE INDEX "lead_activities_at_idx" ON "lead_activities" USING btree ("at");
  CREATE INDEX "lead_activities_updated_at_idx" ON "lead_activities" USING btree ("updated_at");
  CREATE INDEX "lead_activities_created_at_idx" ON "lead_activities" USING btree ("created_at");
  CREATE INDEX "lead_at_idx" ON "lead_activities" USING btree ("lead_id","at");
  CREATE UNIQUE INDEX "lead_sources_name_idx" ON "lead_sources" USING btree ("name");
  CREATE INDEX "lead_sources_kind_idx" ON "lead_sources" USING btree ("kind");
  CREATE UNIQUE INDEX "lead_sources_key_hash_idx" ON "lead_sources" USING btree ("key_hash");
  CREATE INDEX "lead_sources_active_idx" ON "lead_sources" USING btree ("active");
  CREATE INDEX "lead_sources_default_property_idx" ON "lead_sources" USING btree ("default_property_id");
  CREATE INDEX "lead_sources_updated_at_idx" ON "lead_sources" USING btree ("updated_at");
  CREATE INDEX "lead_sources_created_at_idx" ON "lead_sources" USING btree ("created_at");
  CREATE UNIQUE INDEX "lead_api_requests_scope_idx" ON "lead_api_requests" USING btree ("scope");
  CREATE INDEX "lead_api_requests_source_idx" ON "lead_api_requests" USING btree ("source_id");
  CREATE INDEX "lead_api_requests_expires_at_idx" ON "lead_api_requests" USING btree ("expires_at");
  CREATE INDEX "lead_api_requests_updated_at_idx" ON "lead_api_requests" USING btree ("updated_at");
  CREATE INDEX "lead_api_requests_created_at_idx" ON "lead_api_requests" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_lead_source_id_lead_sources_id_fk" FOREIGN KEY ("lead_source_id") REFERENCES "public"."lead_sources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_activities_fk" FOREIGN KEY ("lead_activities_id") REFERENCES "public"."lead_activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_sources_fk" FOREIGN KEY ("lead_sources_id") REFERENCES "public"."lead_sources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_api_requests_fk" FOREIGN KEY ("lead_api_requests_id") REFERENCES "public"."lead_api_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_follow_up_at_idx" ON "leads" USING btree ("follow_up_at");
  CREATE INDEX "leads_language_idx" ON "leads" USING btree ("language");
  CREATE INDEX "leads_lead_source_idx" ON "leads" USING btree ("lead_source_id");
  CREATE UNIQUE INDEX "leads_google_lead_id_idx" ON "leads" USING btree ("google_lead_id");
  CREATE INDEX "payload_locked_documents_rels_lead_activities_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_activities_id");
  CREATE INDEX "payload_locked_documents_rels_lead_sources_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_sources_id");
  CREATE INDEX "payload_locked_documents_rels_lead_api_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_api_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_activities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_sources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_api_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_activities" CASCADE;
  DROP TABLE "lead_sources" CASCADE;
  DROP TABLE "lead_api_requests" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_lead_source_id_lead_sources_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_activities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_sources_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_api_requests_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost', 'spam');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('contact', 'interest', 'enquiry', 'cv', 'new-user', 'site-visit');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  ALTER TABLE "lead_deliveries" ALTER COLUMN "channel" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_deliveries_channel";
  CREATE TYPE "public"."enum_lead_deliveries_channel" AS ENUM('email', 'webhook', 'zoho', 'visit-confirmation', 'visit-reminder', 'sla-alert');
  ALTER TABLE "lead_deliveries" ALTER COLUMN "channel" SET DATA TYPE "public"."enum_lead_deliveries_channel" USING "channel"::"public"."enum_lead_deliveries_channel";
  ALTER TABLE "lead_routing_rules_forms" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_routing_rules_forms";
  CREATE TYPE "public"."enum_lead_routing_rules_forms" AS ENUM('contact', 'interest', 'enquiry', 'cv', 'new-user', 'site-visit');
  ALTER TABLE "lead_routing_rules_forms" ALTER COLUMN "value" SET DATA TYPE "public"."enum_lead_routing_rules_forms" USING "value"::"public"."enum_lead_routing_rules_forms";
  DROP INDEX "leads_follow_up_at_idx";
  DROP INDEX "leads_language_idx";
  DROP INDEX "leads_lead_source_idx";
  DROP INDEX "leads_google_lead_id_idx";
  DROP INDEX "payload_locked_documents_rels_lead_activities_id_idx";
  DROP INDEX "payload_locked_documents_rels_lead_sources_id_idx";
  DROP INDEX "payload_locked_documents_rels_lead_api_requests_id_idx";
  ALTER TABLE "leads" DROP COLUMN "follow_up_at";
  ALTER TABLE "leads" DROP COLUMN "language";
  ALTER TABLE "leads" DROP COLUMN "lead_source_id";
  ALTER TABLE "leads" DROP COLUMN "source_ref";
  ALTER TABLE "leads" DROP COLUMN "received_at";
  ALTER TABLE "leads" DROP COLUMN "google_lead_id";
  ALTER TABLE "leads" DROP COLUMN "google_campaign_id";
  ALTER TABLE "leads" DROP COLUMN "google_adgroup_id";
  ALTER TABLE "leads" DROP COLUMN "google_form_id";
  ALTER TABLE "leads" DROP COLUMN "google_creative_id";
  ALTER TABLE "leads" DROP COLUMN "gcl_id";
  ALTER TABLE "editors" DROP COLUMN "phone";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_activities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_sources_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_api_requests_id";
  DROP TYPE "public"."enum_leads_language";
  DROP TYPE "public"."enum_lead_activities_kind";
  DROP TYPE "public"."enum_lead_activities_from";
  DROP TYPE "public"."enum_lead_activities_to";
  DROP TYPE "public"."enum_lead_activities_outcome";
  DROP TYPE "public"."enum_lead_sources_kind";
  DROP TYPE "public"."enum_lead_sources_default_form";`)
}
