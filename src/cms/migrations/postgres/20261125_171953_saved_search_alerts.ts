// @ts-nocheck -- generated. drizzle-orm is installed twice (under db-postgres and drizzle), so their SQL types differ though the runtime is one.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_saved_searches_frequency" AS ENUM('instant', 'daily', 'weekly');
  CREATE TYPE "public"."enum_property_events_kind" AS ENUM('published', 'price-drop', 'offer');
  CREATE TYPE "public"."enum_property_events_status" AS ENUM('pending', 'done', 'failed');
  CREATE TYPE "public"."enum_alert_matches_kind" AS ENUM('published', 'price-drop', 'offer');
  CREATE TYPE "public"."enum_alert_matches_status" AS ENUM('pending', 'sent');
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"query" varchar,
  	"frequency" "enum_saved_searches_frequency" DEFAULT 'daily' NOT NULL,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"last_sent_at" timestamp(3) with time zone,
  	"lease_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "property_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer,
  	"kind" "enum_property_events_kind" NOT NULL,
  	"status" "enum_property_events_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_matches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"saved_search_id" integer,
  	"property_id" integer,
  	"kind" "enum_alert_matches_kind" NOT NULL,
  	"status" "enum_alert_matches_status" DEFAULT 'pending' NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "property_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_matches_id" integer;
  ALTER TABLE "property_events" ADD CONSTRAINT "property_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "saved_searches_user_id_idx" ON "saved_searches" USING btree ("user_id");
  CREATE INDEX "saved_searches_frequency_idx" ON "saved_searches" USING btree ("frequency");
  CREATE INDEX "saved_searches_lease_until_idx" ON "saved_searches" USING btree ("lease_until");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  CREATE INDEX "property_events_property_idx" ON "property_events" USING btree ("property_id");
  CREATE INDEX "property_events_status_idx" ON "property_events" USING btree ("status");
  CREATE INDEX "property_events_updated_at_idx" ON "property_events" USING btree ("updated_at");
  CREATE INDEX "property_events_created_at_idx" ON "property_events" USING btree ("created_at");
  CREATE INDEX "status_next_attempt_at_1_idx" ON "property_events" USING btree ("status","next_attempt_at");
  CREATE INDEX "alert_matches_saved_search_idx" ON "alert_matches" USING btree ("saved_search_id");
  CREATE INDEX "alert_matches_property_idx" ON "alert_matches" USING btree ("property_id");
  CREATE INDEX "alert_matches_updated_at_idx" ON "alert_matches" USING btree ("updated_at");
  CREATE INDEX "alert_matches_created_at_idx" ON "alert_matches" USING btree ("created_at");
  CREATE UNIQUE INDEX "saved_search_property_idx" ON "alert_matches" USING btree ("saved_search_id","property_id");
  CREATE INDEX "status_saved_search_idx" ON "alert_matches" USING btree ("status","saved_search_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_events_fk" FOREIGN KEY ("property_events_id") REFERENCES "public"."property_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_matches_fk" FOREIGN KEY ("alert_matches_id") REFERENCES "public"."alert_matches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");
  CREATE INDEX "payload_locked_documents_rels_property_events_id_idx" ON "payload_locked_documents_rels" USING btree ("property_events_id");
  CREATE INDEX "payload_locked_documents_rels_alert_matches_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_matches_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_searches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "property_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_matches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "saved_searches" CASCADE;
  DROP TABLE "property_events" CASCADE;
  DROP TABLE "alert_matches" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_searches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_property_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_matches_fk";
  
  DROP INDEX "payload_locked_documents_rels_saved_searches_id_idx";
  DROP INDEX "payload_locked_documents_rels_property_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_matches_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "property_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_matches_id";
  DROP TYPE "public"."enum_saved_searches_frequency";
  DROP TYPE "public"."enum_property_events_kind";
  DROP TYPE "public"."enum_property_events_status";
  DROP TYPE "public"."enum_alert_matches_kind";
  DROP TYPE "public"."enum_alert_matches_status";`)
}
