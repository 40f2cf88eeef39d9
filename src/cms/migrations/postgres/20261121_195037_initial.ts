// @ts-nocheck -- generated. drizzle-orm is installed twice (under db-postgres and drizzle), so their SQL types differ though the runtime is one.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_properties_status" AS ENUM('pre-launch', 'under-construction', 'ready-to-move');
  CREATE TYPE "public"."enum_faqs_type" AS ENUM('general', 'buying', 'home-loans', 'nri', 'vastu', 'legal', 'pricing', 'gold');
  CREATE TYPE "public"."enum_accreditations_type" AS ENUM('accreditation', 'association', 'award', 'press');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost', 'spam');
  CREATE TYPE "public"."enum_leads_form" AS ENUM('contact', 'interest', 'enquiry', 'cv', 'new-user');
  CREATE TYPE "public"."enum_lead_deliveries_channel" AS ENUM('email', 'webhook', 'zoho');
  CREATE TYPE "public"."enum_lead_deliveries_status" AS ENUM('pending', 'sent', 'failed');
  CREATE TYPE "public"."enum_editors_roles" AS ENUM('admin', 'editor', 'sales');
  CREATE TABLE "properties_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "properties_floor_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"bhk" varchar,
  	"carpet_area" numeric,
  	"price" numeric,
  	"plan_image_id" integer
  );
  
  CREATE TABLE "properties_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "properties" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar NOT NULL,
  	"slug" varchar,
  	"published" boolean DEFAULT true,
  	"featured" boolean DEFAULT false,
  	"status" "enum_properties_status",
  	"city_id" integer NOT NULL,
  	"builder_name_id" integer,
  	"rera_number" varchar,
  	"currency" varchar DEFAULT 'INR' NOT NULL,
  	"price_range_minimum" numeric,
  	"price_range_maximum" numeric,
  	"unit_size" varchar,
  	"offer_available" varchar,
  	"offer_validity" timestamp(3) with time zone,
  	"location_address" varchar,
  	"location_latitude" numeric,
  	"location_longitude" numeric,
  	"zoning" varchar,
  	"description" jsonb,
  	"alert_text" varchar,
  	"brochure_id" integer,
  	"not_assured_project" boolean DEFAULT false,
  	"hide_options" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "properties_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"property_types_id" integer,
  	"media_id" integer,
  	"amenities_id" integer,
  	"property_collections_id" integer
  );
  
  CREATE TABLE "cities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"city_name" varchar NOT NULL,
  	"slug" varchar,
  	"loan_interest_minimum" numeric,
  	"loan_interest_maximum" numeric,
  	"location_latitude" numeric,
  	"location_longitude" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "builders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"builder_name" varchar NOT NULL,
  	"slug" varchar,
  	"total_projects" numeric,
  	"ongoing_projects" numeric,
  	"established_year" numeric,
  	"logo_id" integer,
  	"logo_link" varchar,
  	"banner_logo_link" varchar,
  	"website_link" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "property_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_type" varchar NOT NULL,
  	"slug" varchar,
  	"icon" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "amenities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"amenity" varchar NOT NULL,
  	"slug" varchar,
  	"icon" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "property_collections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"description" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blogs_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "blogs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"link_title" varchar,
  	"published" boolean DEFAULT true,
  	"uid" varchar,
  	"date" timestamp(3) with time zone,
  	"minutes" numeric,
  	"author_id" integer,
  	"preview_paragraph" varchar,
  	"image_id" integer,
  	"image_link" varchar,
  	"contents" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blogs_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"type" "enum_faqs_type" DEFAULT 'general' NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "generic_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"page_link" varchar,
  	"published" boolean DEFAULT true,
  	"meta_description" varchar,
  	"contents" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_w300_url" varchar,
  	"sizes_w300_width" numeric,
  	"sizes_w300_height" numeric,
  	"sizes_w300_mime_type" varchar,
  	"sizes_w300_filesize" numeric,
  	"sizes_w300_filename" varchar,
  	"sizes_w600_url" varchar,
  	"sizes_w600_width" numeric,
  	"sizes_w600_height" numeric,
  	"sizes_w600_mime_type" varchar,
  	"sizes_w600_filesize" numeric,
  	"sizes_w600_filename" varchar,
  	"sizes_w1000_url" varchar,
  	"sizes_w1000_width" numeric,
  	"sizes_w1000_height" numeric,
  	"sizes_w1000_mime_type" varchar,
  	"sizes_w1000_filesize" numeric,
  	"sizes_w1000_filename" varchar
  );
  
  CREATE TABLE "team_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"hide" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"role" varchar,
  	"image_id" integer,
  	"image_link" varchar,
  	"bio" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "careers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"published" boolean DEFAULT true,
  	"open" boolean DEFAULT true,
  	"location" varchar,
  	"type" varchar,
  	"description" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pricing_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" varchar NOT NULL
  );
  
  CREATE TABLE "pricing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan" varchar NOT NULL,
  	"price" numeric,
  	"currency" varchar DEFAULT 'INR',
  	"period" varchar,
  	"description" varchar,
  	"cta_label" varchar,
  	"highlighted" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "accreditations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_accreditations_type" NOT NULL,
  	"year" numeric,
  	"order" numeric DEFAULT 0,
  	"issuer" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"image_link" varchar,
  	"link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" integer,
  	"notes" varchar,
  	"form" "enum_leads_form" NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"message" varchar,
  	"property_id" integer,
  	"project_name" varchar,
  	"city" varchar,
  	"bhk" varchar,
  	"resume_id" integer,
  	"duplicate_of_id" integer,
  	"source" varchar,
  	"referrer" varchar,
  	"landing_page" varchar,
  	"utm_source" varchar,
  	"utm_medium" varchar,
  	"utm_campaign" varchar,
  	"utm_term" varchar,
  	"utm_content" varchar,
  	"consent_text" varchar,
  	"consent_at" timestamp(3) with time zone,
  	"user" varchar,
  	"spam_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"channel" "enum_lead_deliveries_channel" NOT NULL,
  	"status" "enum_lead_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "resumes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"position" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "buyers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" varchar NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"submission" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "buyers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"source" varchar,
  	"unsubscribed" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_data" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"content" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_variables" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"value" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "image_upload_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"key_prefix" varchar,
  	"key_hash" varchar,
  	"revoked" boolean DEFAULT false,
  	"last_used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "editors_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_editors_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "editors_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "editors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer,
  	"cities_id" integer,
  	"builders_id" integer,
  	"property_types_id" integer,
  	"amenities_id" integer,
  	"property_collections_id" integer,
  	"blogs_id" integer,
  	"faqs_id" integer,
  	"generic_pages_id" integer,
  	"media_id" integer,
  	"team_members_id" integer,
  	"careers_id" integer,
  	"pricing_id" integer,
  	"accreditations_id" integer,
  	"leads_id" integer,
  	"lead_deliveries_id" integer,
  	"resumes_id" integer,
  	"buyers_id" integer,
  	"newsletter_subscribers_id" integer,
  	"site_data_id" integer,
  	"site_variables_id" integer,
  	"image_upload_keys_id" integer,
  	"editors_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"editors_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "properties_videos" ADD CONSTRAINT "properties_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_floor_plans" ADD CONSTRAINT "properties_floor_plans_plan_image_id_media_id_fk" FOREIGN KEY ("plan_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_floor_plans" ADD CONSTRAINT "properties_floor_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_faq" ADD CONSTRAINT "properties_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_builder_name_id_builders_id_fk" FOREIGN KEY ("builder_name_id") REFERENCES "public"."builders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_brochure_id_media_id_fk" FOREIGN KEY ("brochure_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_property_types_fk" FOREIGN KEY ("property_types_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_amenities_fk" FOREIGN KEY ("amenities_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_property_collections_fk" FOREIGN KEY ("property_collections_id") REFERENCES "public"."property_collections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "builders" ADD CONSTRAINT "builders_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "property_collections" ADD CONSTRAINT "property_collections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blogs_faq" ADD CONSTRAINT "blogs_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blogs" ADD CONSTRAINT "blogs_author_id_team_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blogs" ADD CONSTRAINT "blogs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blogs_texts" ADD CONSTRAINT "blogs_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing_features" ADD CONSTRAINT "pricing_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_editors_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."editors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_duplicate_of_id_leads_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "buyers_rels" ADD CONSTRAINT "buyers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "buyers_rels" ADD CONSTRAINT "buyers_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "editors_roles" ADD CONSTRAINT "editors_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."editors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "editors_sessions" ADD CONSTRAINT "editors_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."editors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_builders_fk" FOREIGN KEY ("builders_id") REFERENCES "public"."builders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_types_fk" FOREIGN KEY ("property_types_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_amenities_fk" FOREIGN KEY ("amenities_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_collections_fk" FOREIGN KEY ("property_collections_id") REFERENCES "public"."property_collections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_generic_pages_fk" FOREIGN KEY ("generic_pages_id") REFERENCES "public"."generic_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_careers_fk" FOREIGN KEY ("careers_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pricing_fk" FOREIGN KEY ("pricing_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accreditations_fk" FOREIGN KEY ("accreditations_id") REFERENCES "public"."accreditations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_deliveries_fk" FOREIGN KEY ("lead_deliveries_id") REFERENCES "public"."lead_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_resumes_fk" FOREIGN KEY ("resumes_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_buyers_fk" FOREIGN KEY ("buyers_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_data_fk" FOREIGN KEY ("site_data_id") REFERENCES "public"."site_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_variables_fk" FOREIGN KEY ("site_variables_id") REFERENCES "public"."site_variables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_image_upload_keys_fk" FOREIGN KEY ("image_upload_keys_id") REFERENCES "public"."image_upload_keys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_editors_fk" FOREIGN KEY ("editors_id") REFERENCES "public"."editors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_editors_fk" FOREIGN KEY ("editors_id") REFERENCES "public"."editors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_videos_order_idx" ON "properties_videos" USING btree ("_order");
  CREATE INDEX "properties_videos_parent_id_idx" ON "properties_videos" USING btree ("_parent_id");
  CREATE INDEX "properties_floor_plans_order_idx" ON "properties_floor_plans" USING btree ("_order");
  CREATE INDEX "properties_floor_plans_parent_id_idx" ON "properties_floor_plans" USING btree ("_parent_id");
  CREATE INDEX "properties_floor_plans_bhk_idx" ON "properties_floor_plans" USING btree ("bhk");
  CREATE INDEX "properties_floor_plans_plan_image_idx" ON "properties_floor_plans" USING btree ("plan_image_id");
  CREATE INDEX "properties_faq_order_idx" ON "properties_faq" USING btree ("_order");
  CREATE INDEX "properties_faq_parent_id_idx" ON "properties_faq" USING btree ("_parent_id");
  CREATE INDEX "properties_full_name_idx" ON "properties" USING btree ("full_name");
  CREATE INDEX "properties_slug_idx" ON "properties" USING btree ("slug");
  CREATE INDEX "properties_published_idx" ON "properties" USING btree ("published");
  CREATE INDEX "properties_featured_idx" ON "properties" USING btree ("featured");
  CREATE INDEX "properties_status_idx" ON "properties" USING btree ("status");
  CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city_id");
  CREATE INDEX "properties_builder_name_idx" ON "properties" USING btree ("builder_name_id");
  CREATE INDEX "properties_price_range_minimum_idx" ON "properties" USING btree ("price_range_minimum");
  CREATE INDEX "properties_price_range_maximum_idx" ON "properties" USING btree ("price_range_maximum");
  CREATE INDEX "properties_offer_validity_idx" ON "properties" USING btree ("offer_validity");
  CREATE INDEX "properties_zoning_idx" ON "properties" USING btree ("zoning");
  CREATE INDEX "properties_brochure_idx" ON "properties" USING btree ("brochure_id");
  CREATE INDEX "properties_updated_at_idx" ON "properties" USING btree ("updated_at");
  CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at");
  CREATE UNIQUE INDEX "slug_city_idx" ON "properties" USING btree ("slug","city_id");
  CREATE INDEX "properties_rels_order_idx" ON "properties_rels" USING btree ("order");
  CREATE INDEX "properties_rels_parent_idx" ON "properties_rels" USING btree ("parent_id");
  CREATE INDEX "properties_rels_path_idx" ON "properties_rels" USING btree ("path");
  CREATE INDEX "properties_rels_property_types_id_idx" ON "properties_rels" USING btree ("property_types_id");
  CREATE INDEX "properties_rels_media_id_idx" ON "properties_rels" USING btree ("media_id");
  CREATE INDEX "properties_rels_amenities_id_idx" ON "properties_rels" USING btree ("amenities_id");
  CREATE INDEX "properties_rels_property_collections_id_idx" ON "properties_rels" USING btree ("property_collections_id");
  CREATE UNIQUE INDEX "cities_city_name_idx" ON "cities" USING btree ("city_name");
  CREATE UNIQUE INDEX "cities_slug_idx" ON "cities" USING btree ("slug");
  CREATE INDEX "cities_updated_at_idx" ON "cities" USING btree ("updated_at");
  CREATE INDEX "cities_created_at_idx" ON "cities" USING btree ("created_at");
  CREATE UNIQUE INDEX "builders_builder_name_idx" ON "builders" USING btree ("builder_name");
  CREATE UNIQUE INDEX "builders_slug_idx" ON "builders" USING btree ("slug");
  CREATE INDEX "builders_logo_idx" ON "builders" USING btree ("logo_id");
  CREATE INDEX "builders_updated_at_idx" ON "builders" USING btree ("updated_at");
  CREATE INDEX "builders_created_at_idx" ON "builders" USING btree ("created_at");
  CREATE UNIQUE INDEX "property_types_property_type_idx" ON "property_types" USING btree ("property_type");
  CREATE UNIQUE INDEX "property_types_slug_idx" ON "property_types" USING btree ("slug");
  CREATE INDEX "property_types_updated_at_idx" ON "property_types" USING btree ("updated_at");
  CREATE INDEX "property_types_created_at_idx" ON "property_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "amenities_amenity_idx" ON "amenities" USING btree ("amenity");
  CREATE UNIQUE INDEX "amenities_slug_idx" ON "amenities" USING btree ("slug");
  CREATE INDEX "amenities_updated_at_idx" ON "amenities" USING btree ("updated_at");
  CREATE INDEX "amenities_created_at_idx" ON "amenities" USING btree ("created_at");
  CREATE INDEX "property_collections_name_idx" ON "property_collections" USING btree ("name");
  CREATE UNIQUE INDEX "property_collections_slug_idx" ON "property_collections" USING btree ("slug");
  CREATE INDEX "property_collections_order_idx" ON "property_collections" USING btree ("order");
  CREATE INDEX "property_collections_image_idx" ON "property_collections" USING btree ("image_id");
  CREATE INDEX "property_collections_updated_at_idx" ON "property_collections" USING btree ("updated_at");
  CREATE INDEX "property_collections_created_at_idx" ON "property_collections" USING btree ("created_at");
  CREATE INDEX "blogs_faq_order_idx" ON "blogs_faq" USING btree ("_order");
  CREATE INDEX "blogs_faq_parent_id_idx" ON "blogs_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "blogs_link_title_idx" ON "blogs" USING btree ("link_title");
  CREATE INDEX "blogs_published_idx" ON "blogs" USING btree ("published");
  CREATE INDEX "blogs_uid_idx" ON "blogs" USING btree ("uid");
  CREATE INDEX "blogs_date_idx" ON "blogs" USING btree ("date");
  CREATE INDEX "blogs_author_idx" ON "blogs" USING btree ("author_id");
  CREATE INDEX "blogs_image_idx" ON "blogs" USING btree ("image_id");
  CREATE INDEX "blogs_updated_at_idx" ON "blogs" USING btree ("updated_at");
  CREATE INDEX "blogs_created_at_idx" ON "blogs" USING btree ("created_at");
  CREATE INDEX "blogs_texts_order_parent" ON "blogs_texts" USING btree ("order","parent_id");
  CREATE INDEX "faqs_type_idx" ON "faqs" USING btree ("type");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE UNIQUE INDEX "generic_pages_page_link_idx" ON "generic_pages" USING btree ("page_link");
  CREATE INDEX "generic_pages_published_idx" ON "generic_pages" USING btree ("published");
  CREATE INDEX "generic_pages_updated_at_idx" ON "generic_pages" USING btree ("updated_at");
  CREATE INDEX "generic_pages_created_at_idx" ON "generic_pages" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_w300_sizes_w300_filename_idx" ON "media" USING btree ("sizes_w300_filename");
  CREATE INDEX "media_sizes_w600_sizes_w600_filename_idx" ON "media" USING btree ("sizes_w600_filename");
  CREATE INDEX "media_sizes_w1000_sizes_w1000_filename_idx" ON "media" USING btree ("sizes_w1000_filename");
  CREATE INDEX "team_members_name_idx" ON "team_members" USING btree ("name");
  CREATE UNIQUE INDEX "team_members_slug_idx" ON "team_members" USING btree ("slug");
  CREATE INDEX "team_members_hide_idx" ON "team_members" USING btree ("hide");
  CREATE INDEX "team_members_image_idx" ON "team_members" USING btree ("image_id");
  CREATE INDEX "team_members_updated_at_idx" ON "team_members" USING btree ("updated_at");
  CREATE INDEX "team_members_created_at_idx" ON "team_members" USING btree ("created_at");
  CREATE UNIQUE INDEX "careers_slug_idx" ON "careers" USING btree ("slug");
  CREATE INDEX "careers_published_idx" ON "careers" USING btree ("published");
  CREATE INDEX "careers_open_idx" ON "careers" USING btree ("open");
  CREATE INDEX "careers_updated_at_idx" ON "careers" USING btree ("updated_at");
  CREATE INDEX "careers_created_at_idx" ON "careers" USING btree ("created_at");
  CREATE INDEX "pricing_features_order_idx" ON "pricing_features" USING btree ("_order");
  CREATE INDEX "pricing_features_parent_id_idx" ON "pricing_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pricing_plan_idx" ON "pricing" USING btree ("plan");
  CREATE INDEX "pricing_updated_at_idx" ON "pricing" USING btree ("updated_at");
  CREATE INDEX "pricing_created_at_idx" ON "pricing" USING btree ("created_at");
  CREATE INDEX "accreditations_type_idx" ON "accreditations" USING btree ("type");
  CREATE INDEX "accreditations_year_idx" ON "accreditations" USING btree ("year");
  CREATE INDEX "accreditations_image_idx" ON "accreditations" USING btree ("image_id");
  CREATE INDEX "accreditations_updated_at_idx" ON "accreditations" USING btree ("updated_at");
  CREATE INDEX "accreditations_created_at_idx" ON "accreditations" USING btree ("created_at");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_assignee_idx" ON "leads" USING btree ("assignee_id");
  CREATE INDEX "leads_form_idx" ON "leads" USING btree ("form");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");
  CREATE INDEX "leads_property_idx" ON "leads" USING btree ("property_id");
  CREATE INDEX "leads_city_idx" ON "leads" USING btree ("city");
  CREATE INDEX "leads_resume_idx" ON "leads" USING btree ("resume_id");
  CREATE INDEX "leads_duplicate_of_idx" ON "leads" USING btree ("duplicate_of_id");
  CREATE INDEX "leads_user_idx" ON "leads" USING btree ("user");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "lead_deliveries_lead_idx" ON "lead_deliveries" USING btree ("lead_id");
  CREATE INDEX "lead_deliveries_channel_idx" ON "lead_deliveries" USING btree ("channel");
  CREATE INDEX "lead_deliveries_status_idx" ON "lead_deliveries" USING btree ("status");
  CREATE INDEX "lead_deliveries_next_attempt_at_idx" ON "lead_deliveries" USING btree ("next_attempt_at");
  CREATE UNIQUE INDEX "lead_deliveries_idempotency_key_idx" ON "lead_deliveries" USING btree ("idempotency_key");
  CREATE INDEX "lead_deliveries_updated_at_idx" ON "lead_deliveries" USING btree ("updated_at");
  CREATE INDEX "lead_deliveries_created_at_idx" ON "lead_deliveries" USING btree ("created_at");
  CREATE INDEX "status_next_attempt_at_idx" ON "lead_deliveries" USING btree ("status","next_attempt_at");
  CREATE INDEX "resumes_updated_at_idx" ON "resumes" USING btree ("updated_at");
  CREATE INDEX "resumes_created_at_idx" ON "resumes" USING btree ("created_at");
  CREATE UNIQUE INDEX "resumes_filename_idx" ON "resumes" USING btree ("filename");
  CREATE UNIQUE INDEX "buyers_user_id_idx" ON "buyers" USING btree ("user_id");
  CREATE INDEX "buyers_email_idx" ON "buyers" USING btree ("email");
  CREATE INDEX "buyers_phone_idx" ON "buyers" USING btree ("phone");
  CREATE INDEX "buyers_updated_at_idx" ON "buyers" USING btree ("updated_at");
  CREATE INDEX "buyers_created_at_idx" ON "buyers" USING btree ("created_at");
  CREATE INDEX "buyers_rels_order_idx" ON "buyers_rels" USING btree ("order");
  CREATE INDEX "buyers_rels_parent_idx" ON "buyers_rels" USING btree ("parent_id");
  CREATE INDEX "buyers_rels_path_idx" ON "buyers_rels" USING btree ("path");
  CREATE INDEX "buyers_rels_properties_id_idx" ON "buyers_rels" USING btree ("properties_id");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_data_item_idx" ON "site_data" USING btree ("item");
  CREATE INDEX "site_data_updated_at_idx" ON "site_data" USING btree ("updated_at");
  CREATE INDEX "site_data_created_at_idx" ON "site_data" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_variables_key_idx" ON "site_variables" USING btree ("key");
  CREATE INDEX "site_variables_updated_at_idx" ON "site_variables" USING btree ("updated_at");
  CREATE INDEX "site_variables_created_at_idx" ON "site_variables" USING btree ("created_at");
  CREATE UNIQUE INDEX "image_upload_keys_key_hash_idx" ON "image_upload_keys" USING btree ("key_hash");
  CREATE INDEX "image_upload_keys_revoked_idx" ON "image_upload_keys" USING btree ("revoked");
  CREATE INDEX "image_upload_keys_updated_at_idx" ON "image_upload_keys" USING btree ("updated_at");
  CREATE INDEX "image_upload_keys_created_at_idx" ON "image_upload_keys" USING btree ("created_at");
  CREATE INDEX "editors_roles_order_idx" ON "editors_roles" USING btree ("order");
  CREATE INDEX "editors_roles_parent_idx" ON "editors_roles" USING btree ("parent_id");
  CREATE INDEX "editors_sessions_order_idx" ON "editors_sessions" USING btree ("_order");
  CREATE INDEX "editors_sessions_parent_id_idx" ON "editors_sessions" USING btree ("_parent_id");
  CREATE INDEX "editors_updated_at_idx" ON "editors" USING btree ("updated_at");
  CREATE INDEX "editors_created_at_idx" ON "editors" USING btree ("created_at");
  CREATE UNIQUE INDEX "editors_email_idx" ON "editors" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_properties_id_idx" ON "payload_locked_documents_rels" USING btree ("properties_id");
  CREATE INDEX "payload_locked_documents_rels_cities_id_idx" ON "payload_locked_documents_rels" USING btree ("cities_id");
  CREATE INDEX "payload_locked_documents_rels_builders_id_idx" ON "payload_locked_documents_rels" USING btree ("builders_id");
  CREATE INDEX "payload_locked_documents_rels_property_types_id_idx" ON "payload_locked_documents_rels" USING btree ("property_types_id");
  CREATE INDEX "payload_locked_documents_rels_amenities_id_idx" ON "payload_locked_documents_rels" USING btree ("amenities_id");
  CREATE INDEX "payload_locked_documents_rels_property_collections_id_idx" ON "payload_locked_documents_rels" USING btree ("property_collections_id");
  CREATE INDEX "payload_locked_documents_rels_blogs_id_idx" ON "payload_locked_documents_rels" USING btree ("blogs_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_generic_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("generic_pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload_locked_documents_rels" USING btree ("team_members_id");
  CREATE INDEX "payload_locked_documents_rels_careers_id_idx" ON "payload_locked_documents_rels" USING btree ("careers_id");
  CREATE INDEX "payload_locked_documents_rels_pricing_id_idx" ON "payload_locked_documents_rels" USING btree ("pricing_id");
  CREATE INDEX "payload_locked_documents_rels_accreditations_id_idx" ON "payload_locked_documents_rels" USING btree ("accreditations_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_lead_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_deliveries_id");
  CREATE INDEX "payload_locked_documents_rels_resumes_id_idx" ON "payload_locked_documents_rels" USING btree ("resumes_id");
  CREATE INDEX "payload_locked_documents_rels_buyers_id_idx" ON "payload_locked_documents_rels" USING btree ("buyers_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_site_data_id_idx" ON "payload_locked_documents_rels" USING btree ("site_data_id");
  CREATE INDEX "payload_locked_documents_rels_site_variables_id_idx" ON "payload_locked_documents_rels" USING btree ("site_variables_id");
  CREATE INDEX "payload_locked_documents_rels_image_upload_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("image_upload_keys_id");
  CREATE INDEX "payload_locked_documents_rels_editors_id_idx" ON "payload_locked_documents_rels" USING btree ("editors_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_editors_id_idx" ON "payload_preferences_rels" USING btree ("editors_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "properties_videos" CASCADE;
  DROP TABLE "properties_floor_plans" CASCADE;
  DROP TABLE "properties_faq" CASCADE;
  DROP TABLE "properties" CASCADE;
  DROP TABLE "properties_rels" CASCADE;
  DROP TABLE "cities" CASCADE;
  DROP TABLE "builders" CASCADE;
  DROP TABLE "property_types" CASCADE;
  DROP TABLE "amenities" CASCADE;
  DROP TABLE "property_collections" CASCADE;
  DROP TABLE "blogs_faq" CASCADE;
  DROP TABLE "blogs" CASCADE;
  DROP TABLE "blogs_texts" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "generic_pages" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "team_members" CASCADE;
  DROP TABLE "careers" CASCADE;
  DROP TABLE "pricing_features" CASCADE;
  DROP TABLE "pricing" CASCADE;
  DROP TABLE "accreditations" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "lead_deliveries" CASCADE;
  DROP TABLE "resumes" CASCADE;
  DROP TABLE "buyers" CASCADE;
  DROP TABLE "buyers_rels" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "site_data" CASCADE;
  DROP TABLE "site_variables" CASCADE;
  DROP TABLE "image_upload_keys" CASCADE;
  DROP TABLE "editors_roles" CASCADE;
  DROP TABLE "editors_sessions" CASCADE;
  DROP TABLE "editors" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_properties_status";
  DROP TYPE "public"."enum_faqs_type";
  DROP TYPE "public"."enum_accreditations_type";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_form";
  DROP TYPE "public"."enum_lead_deliveries_channel";
  DROP TYPE "public"."enum_lead_deliveries_status";
  DROP TYPE "public"."enum_editors_roles";`)
}
