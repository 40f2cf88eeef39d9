import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`properties_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_videos_order_idx\` ON \`properties_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_videos_parent_id_idx\` ON \`properties_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_floor_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`bhk\` text,
  	\`carpet_area\` numeric,
  	\`price\` numeric,
  	\`plan_image_id\` integer,
  	FOREIGN KEY (\`plan_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_floor_plans_order_idx\` ON \`properties_floor_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_floor_plans_parent_id_idx\` ON \`properties_floor_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_floor_plans_bhk_idx\` ON \`properties_floor_plans\` (\`bhk\`);`)
  await db.run(sql`CREATE INDEX \`properties_floor_plans_plan_image_idx\` ON \`properties_floor_plans\` (\`plan_image_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_faq_order_idx\` ON \`properties_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_faq_parent_id_idx\` ON \`properties_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`slug\` text,
  	\`published\` integer DEFAULT true,
  	\`featured\` integer DEFAULT false,
  	\`status\` text,
  	\`city_id\` integer NOT NULL,
  	\`builder_name_id\` integer,
  	\`rera_number\` text,
  	\`currency\` text DEFAULT 'INR' NOT NULL,
  	\`price_range_minimum\` numeric,
  	\`price_range_maximum\` numeric,
  	\`unit_size\` text,
  	\`offer_available\` text,
  	\`offer_validity\` text,
  	\`location_address\` text,
  	\`location_latitude\` numeric,
  	\`location_longitude\` numeric,
  	\`zoning\` text,
  	\`description\` text,
  	\`alert_text\` text,
  	\`brochure_id\` integer,
  	\`not_assured_project\` integer DEFAULT false,
  	\`hide_options\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`builder_name_id\`) REFERENCES \`builders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`brochure_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_full_name_idx\` ON \`properties\` (\`full_name\`);`)
  await db.run(sql`CREATE INDEX \`properties_slug_idx\` ON \`properties\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`properties_published_idx\` ON \`properties\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`properties_featured_idx\` ON \`properties\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`properties_status_idx\` ON \`properties\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`properties_city_idx\` ON \`properties\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_builder_name_idx\` ON \`properties\` (\`builder_name_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_range_minimum_idx\` ON \`properties\` (\`price_range_minimum\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_range_maximum_idx\` ON \`properties\` (\`price_range_maximum\`);`)
  await db.run(sql`CREATE INDEX \`properties_offer_validity_idx\` ON \`properties\` (\`offer_validity\`);`)
  await db.run(sql`CREATE INDEX \`properties_zoning_idx\` ON \`properties\` (\`zoning\`);`)
  await db.run(sql`CREATE INDEX \`properties_brochure_idx\` ON \`properties\` (\`brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_city_idx\` ON \`properties\` (\`slug\`,\`city_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`property_types_id\` integer,
  	\`media_id\` integer,
  	\`amenities_id\` integer,
  	\`property_collections_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_types_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`amenities_id\`) REFERENCES \`amenities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_collections_id\`) REFERENCES \`property_collections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_rels_order_idx\` ON \`properties_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`properties_rels_parent_idx\` ON \`properties_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_rels_path_idx\` ON \`properties_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`properties_rels_property_types_id_idx\` ON \`properties_rels\` (\`property_types_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_rels_media_id_idx\` ON \`properties_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_rels_amenities_id_idx\` ON \`properties_rels\` (\`amenities_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_rels_property_collections_id_idx\` ON \`properties_rels\` (\`property_collections_id\`);`)
  await db.run(sql`CREATE TABLE \`cities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`city_name\` text NOT NULL,
  	\`slug\` text,
  	\`loan_interest_minimum\` numeric,
  	\`loan_interest_maximum\` numeric,
  	\`location_latitude\` numeric,
  	\`location_longitude\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cities_city_name_idx\` ON \`cities\` (\`city_name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cities_slug_idx\` ON \`cities\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`cities_updated_at_idx\` ON \`cities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cities_created_at_idx\` ON \`cities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`builders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`builder_name\` text NOT NULL,
  	\`slug\` text,
  	\`total_projects\` numeric,
  	\`ongoing_projects\` numeric,
  	\`established_year\` numeric,
  	\`logo_id\` integer,
  	\`logo_link\` text,
  	\`banner_logo_link\` text,
  	\`website_link\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`builders_builder_name_idx\` ON \`builders\` (\`builder_name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`builders_slug_idx\` ON \`builders\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`builders_logo_idx\` ON \`builders\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`builders_updated_at_idx\` ON \`builders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`builders_created_at_idx\` ON \`builders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`property_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`property_type\` text NOT NULL,
  	\`slug\` text,
  	\`icon\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`property_types_property_type_idx\` ON \`property_types\` (\`property_type\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`property_types_slug_idx\` ON \`property_types\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`property_types_updated_at_idx\` ON \`property_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`property_types_created_at_idx\` ON \`property_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`amenities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`amenity\` text NOT NULL,
  	\`slug\` text,
  	\`icon\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`amenities_amenity_idx\` ON \`amenities\` (\`amenity\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`amenities_slug_idx\` ON \`amenities\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`amenities_updated_at_idx\` ON \`amenities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`amenities_created_at_idx\` ON \`amenities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`property_collections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`description\` text,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`property_collections_name_idx\` ON \`property_collections\` (\`name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`property_collections_slug_idx\` ON \`property_collections\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`property_collections_order_idx\` ON \`property_collections\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`property_collections_image_idx\` ON \`property_collections\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`property_collections_updated_at_idx\` ON \`property_collections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`property_collections_created_at_idx\` ON \`property_collections\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`blogs_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`blogs_faq_order_idx\` ON \`blogs_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`blogs_faq_parent_id_idx\` ON \`blogs_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`blogs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`link_title\` text,
  	\`published\` integer DEFAULT true,
  	\`uid\` text,
  	\`date\` text,
  	\`minutes\` numeric,
  	\`author_id\` integer,
  	\`preview_paragraph\` text,
  	\`image_id\` integer,
  	\`image_link\` text,
  	\`contents\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blogs_link_title_idx\` ON \`blogs\` (\`link_title\`);`)
  await db.run(sql`CREATE INDEX \`blogs_published_idx\` ON \`blogs\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`blogs_uid_idx\` ON \`blogs\` (\`uid\`);`)
  await db.run(sql`CREATE INDEX \`blogs_date_idx\` ON \`blogs\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`blogs_author_idx\` ON \`blogs\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_image_idx\` ON \`blogs\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_updated_at_idx\` ON \`blogs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blogs_created_at_idx\` ON \`blogs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`blogs_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`blogs_texts_order_parent\` ON \`blogs_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`type\` text DEFAULT 'general' NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_type_idx\` ON \`faqs\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`generic_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`page_link\` text,
  	\`published\` integer DEFAULT true,
  	\`meta_description\` text,
  	\`contents\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`generic_pages_page_link_idx\` ON \`generic_pages\` (\`page_link\`);`)
  await db.run(sql`CREATE INDEX \`generic_pages_published_idx\` ON \`generic_pages\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`generic_pages_updated_at_idx\` ON \`generic_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`generic_pages_created_at_idx\` ON \`generic_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_w300_url\` text,
  	\`sizes_w300_width\` numeric,
  	\`sizes_w300_height\` numeric,
  	\`sizes_w300_mime_type\` text,
  	\`sizes_w300_filesize\` numeric,
  	\`sizes_w300_filename\` text,
  	\`sizes_w600_url\` text,
  	\`sizes_w600_width\` numeric,
  	\`sizes_w600_height\` numeric,
  	\`sizes_w600_mime_type\` text,
  	\`sizes_w600_filesize\` numeric,
  	\`sizes_w600_filename\` text,
  	\`sizes_w1000_url\` text,
  	\`sizes_w1000_width\` numeric,
  	\`sizes_w1000_height\` numeric,
  	\`sizes_w1000_mime_type\` text,
  	\`sizes_w1000_filesize\` numeric,
  	\`sizes_w1000_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w300_sizes_w300_filename_idx\` ON \`media\` (\`sizes_w300_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w600_sizes_w600_filename_idx\` ON \`media\` (\`sizes_w600_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w1000_sizes_w1000_filename_idx\` ON \`media\` (\`sizes_w1000_filename\`);`)
  await db.run(sql`CREATE TABLE \`team_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`hide\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`role\` text,
  	\`image_id\` integer,
  	\`image_link\` text,
  	\`bio\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`team_members_name_idx\` ON \`team_members\` (\`name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`team_members_slug_idx\` ON \`team_members\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`team_members_hide_idx\` ON \`team_members\` (\`hide\`);`)
  await db.run(sql`CREATE INDEX \`team_members_image_idx\` ON \`team_members\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`team_members_updated_at_idx\` ON \`team_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`team_members_created_at_idx\` ON \`team_members\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`careers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`published\` integer DEFAULT true,
  	\`open\` integer DEFAULT true,
  	\`location\` text,
  	\`type\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_slug_idx\` ON \`careers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`careers_published_idx\` ON \`careers\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`careers_open_idx\` ON \`careers\` (\`open\`);`)
  await db.run(sql`CREATE INDEX \`careers_updated_at_idx\` ON \`careers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`careers_created_at_idx\` ON \`careers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pricing_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_features_order_idx\` ON \`pricing_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_features_parent_id_idx\` ON \`pricing_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan\` text NOT NULL,
  	\`price\` numeric,
  	\`currency\` text DEFAULT 'INR',
  	\`period\` text,
  	\`description\` text,
  	\`cta_label\` text,
  	\`highlighted\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_plan_idx\` ON \`pricing\` (\`plan\`);`)
  await db.run(sql`CREATE INDEX \`pricing_updated_at_idx\` ON \`pricing\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pricing_created_at_idx\` ON \`pricing\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`accreditations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`year\` numeric,
  	\`order\` numeric DEFAULT 0,
  	\`issuer\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`image_link\` text,
  	\`link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`accreditations_type_idx\` ON \`accreditations\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`accreditations_year_idx\` ON \`accreditations\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`accreditations_image_idx\` ON \`accreditations\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`accreditations_updated_at_idx\` ON \`accreditations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`accreditations_created_at_idx\` ON \`accreditations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`assignee_id\` integer,
  	\`notes\` text,
  	\`form\` text NOT NULL,
  	\`name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`message\` text,
  	\`property_id\` integer,
  	\`project_name\` text,
  	\`city\` text,
  	\`bhk\` text,
  	\`resume_id\` integer,
  	\`duplicate_of_id\` integer,
  	\`source\` text,
  	\`referrer\` text,
  	\`landing_page\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`utm_term\` text,
  	\`utm_content\` text,
  	\`consent_text\` text,
  	\`consent_at\` text,
  	\`user\` text,
  	\`spam_reason\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`resume_id\`) REFERENCES \`resumes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`duplicate_of_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_assignee_idx\` ON \`leads\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_form_idx\` ON \`leads\` (\`form\`);`)
  await db.run(sql`CREATE INDEX \`leads_email_idx\` ON \`leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`leads_phone_idx\` ON \`leads\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`leads_property_idx\` ON \`leads\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_city_idx\` ON \`leads\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`leads_resume_idx\` ON \`leads\` (\`resume_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_duplicate_of_idx\` ON \`leads\` (\`duplicate_of_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_user_idx\` ON \`leads\` (\`user\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`lead_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`channel\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`idempotency_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_deliveries_lead_idx\` ON \`lead_deliveries\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_channel_idx\` ON \`lead_deliveries\` (\`channel\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_status_idx\` ON \`lead_deliveries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_next_attempt_at_idx\` ON \`lead_deliveries\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`lead_deliveries_idempotency_key_idx\` ON \`lead_deliveries\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_updated_at_idx\` ON \`lead_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_created_at_idx\` ON \`lead_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_next_attempt_at_idx\` ON \`lead_deliveries\` (\`status\`,\`next_attempt_at\`);`)
  await db.run(sql`CREATE TABLE \`resumes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`position\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`resumes_updated_at_idx\` ON \`resumes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`resumes_created_at_idx\` ON \`resumes\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`resumes_filename_idx\` ON \`resumes\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`buyers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` text NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`submission\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`buyers_user_id_idx\` ON \`buyers\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`buyers_email_idx\` ON \`buyers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`buyers_phone_idx\` ON \`buyers\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`buyers_updated_at_idx\` ON \`buyers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`buyers_created_at_idx\` ON \`buyers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`buyers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`buyers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`buyers_rels_order_idx\` ON \`buyers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`buyers_rels_parent_idx\` ON \`buyers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`buyers_rels_path_idx\` ON \`buyers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`buyers_rels_properties_id_idx\` ON \`buyers_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`source\` text,
  	\`unsubscribed\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_email_idx\` ON \`newsletter_subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_updated_at_idx\` ON \`newsletter_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_created_at_idx\` ON \`newsletter_subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_data\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	\`content\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_data_item_idx\` ON \`site_data\` (\`item\`);`)
  await db.run(sql`CREATE INDEX \`site_data_updated_at_idx\` ON \`site_data\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`site_data_created_at_idx\` ON \`site_data\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_variables\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_variables_key_idx\` ON \`site_variables\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`site_variables_updated_at_idx\` ON \`site_variables\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`site_variables_created_at_idx\` ON \`site_variables\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`image_upload_keys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`key_prefix\` text,
  	\`key_hash\` text,
  	\`revoked\` integer DEFAULT false,
  	\`last_used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`image_upload_keys_key_hash_idx\` ON \`image_upload_keys\` (\`key_hash\`);`)
  await db.run(sql`CREATE INDEX \`image_upload_keys_revoked_idx\` ON \`image_upload_keys\` (\`revoked\`);`)
  await db.run(sql`CREATE INDEX \`image_upload_keys_updated_at_idx\` ON \`image_upload_keys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`image_upload_keys_created_at_idx\` ON \`image_upload_keys\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`editors_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`editors_roles_order_idx\` ON \`editors_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`editors_roles_parent_idx\` ON \`editors_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`editors_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`editors_sessions_order_idx\` ON \`editors_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`editors_sessions_parent_id_idx\` ON \`editors_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`editors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`editors_updated_at_idx\` ON \`editors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`editors_created_at_idx\` ON \`editors\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`editors_email_idx\` ON \`editors\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	\`cities_id\` integer,
  	\`builders_id\` integer,
  	\`property_types_id\` integer,
  	\`amenities_id\` integer,
  	\`property_collections_id\` integer,
  	\`blogs_id\` integer,
  	\`faqs_id\` integer,
  	\`generic_pages_id\` integer,
  	\`media_id\` integer,
  	\`team_members_id\` integer,
  	\`careers_id\` integer,
  	\`pricing_id\` integer,
  	\`accreditations_id\` integer,
  	\`leads_id\` integer,
  	\`lead_deliveries_id\` integer,
  	\`resumes_id\` integer,
  	\`buyers_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`site_data_id\` integer,
  	\`site_variables_id\` integer,
  	\`image_upload_keys_id\` integer,
  	\`editors_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cities_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`builders_id\`) REFERENCES \`builders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_types_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`amenities_id\`) REFERENCES \`amenities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_collections_id\`) REFERENCES \`property_collections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`generic_pages_id\`) REFERENCES \`generic_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`careers_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pricing_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accreditations_id\`) REFERENCES \`accreditations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_deliveries_id\`) REFERENCES \`lead_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resumes_id\`) REFERENCES \`resumes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`buyers_id\`) REFERENCES \`buyers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_data_id\`) REFERENCES \`site_data\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_variables_id\`) REFERENCES \`site_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`image_upload_keys_id\`) REFERENCES \`image_upload_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editors_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_properties_id_idx\` ON \`payload_locked_documents_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cities_id_idx\` ON \`payload_locked_documents_rels\` (\`cities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_builders_id_idx\` ON \`payload_locked_documents_rels\` (\`builders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_types_id_idx\` ON \`payload_locked_documents_rels\` (\`property_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_amenities_id_idx\` ON \`payload_locked_documents_rels\` (\`amenities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_collections_id_idx\` ON \`payload_locked_documents_rels\` (\`property_collections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blogs_id_idx\` ON \`payload_locked_documents_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_generic_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`generic_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_careers_id_idx\` ON \`payload_locked_documents_rels\` (\`careers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pricing_id_idx\` ON \`payload_locked_documents_rels\` (\`pricing_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accreditations_id_idx\` ON \`payload_locked_documents_rels\` (\`accreditations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resumes_id_idx\` ON \`payload_locked_documents_rels\` (\`resumes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_buyers_id_idx\` ON \`payload_locked_documents_rels\` (\`buyers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_data_id_idx\` ON \`payload_locked_documents_rels\` (\`site_data_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_variables_id_idx\` ON \`payload_locked_documents_rels\` (\`site_variables_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_image_upload_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`image_upload_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editors_id_idx\` ON \`payload_locked_documents_rels\` (\`editors_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`editors_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editors_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_editors_id_idx\` ON \`payload_preferences_rels\` (\`editors_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`properties_videos\`;`)
  await db.run(sql`DROP TABLE \`properties_floor_plans\`;`)
  await db.run(sql`DROP TABLE \`properties_faq\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`DROP TABLE \`properties_rels\`;`)
  await db.run(sql`DROP TABLE \`cities\`;`)
  await db.run(sql`DROP TABLE \`builders\`;`)
  await db.run(sql`DROP TABLE \`property_types\`;`)
  await db.run(sql`DROP TABLE \`amenities\`;`)
  await db.run(sql`DROP TABLE \`property_collections\`;`)
  await db.run(sql`DROP TABLE \`blogs_faq\`;`)
  await db.run(sql`DROP TABLE \`blogs\`;`)
  await db.run(sql`DROP TABLE \`blogs_texts\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`DROP TABLE \`generic_pages\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`team_members\`;`)
  await db.run(sql`DROP TABLE \`careers\`;`)
  await db.run(sql`DROP TABLE \`pricing_features\`;`)
  await db.run(sql`DROP TABLE \`pricing\`;`)
  await db.run(sql`DROP TABLE \`accreditations\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`lead_deliveries\`;`)
  await db.run(sql`DROP TABLE \`resumes\`;`)
  await db.run(sql`DROP TABLE \`buyers\`;`)
  await db.run(sql`DROP TABLE \`buyers_rels\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers\`;`)
  await db.run(sql`DROP TABLE \`site_data\`;`)
  await db.run(sql`DROP TABLE \`site_variables\`;`)
  await db.run(sql`DROP TABLE \`image_upload_keys\`;`)
  await db.run(sql`DROP TABLE \`editors_roles\`;`)
  await db.run(sql`DROP TABLE \`editors_sessions\`;`)
  await db.run(sql`DROP TABLE \`editors\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
}
