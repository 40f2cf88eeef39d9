// @ts-nocheck -- generated. drizzle-orm is installed twice (under db-postgres and drizzle), so their SQL types differ though the runtime is one.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_leads_form" ADD VALUE 'site-visit';
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'visit-confirmation';
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'visit-reminder';
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'sla-alert';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('contact', 'interest', 'enquiry', 'cv', 'new-user');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  ALTER TABLE "lead_deliveries" ALTER COLUMN "channel" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_deliveries_channel";
  CREATE TYPE "public"."enum_lead_deliveries_channel" AS ENUM('email', 'webhook', 'zoho');
  ALTER TABLE "lead_deliveries" ALTER COLUMN "channel" SET DATA TYPE "public"."enum_lead_deliveries_channel" USING "channel"::"public"."enum_lead_deliveries_channel";`)
}
