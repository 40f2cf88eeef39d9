import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`lead_activities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`text\` text,
  	\`from\` text,
  	\`to\` text,
  	\`outcome\` text,
  	\`by_id\` integer,
  	\`at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_activities_lead_idx\` ON \`lead_activities\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_activities_kind_idx\` ON \`lead_activities\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`lead_activities_by_idx\` ON \`lead_activities\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_activities_at_idx\` ON \`lead_activities\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`lead_activities_updated_at_idx\` ON \`lead_activities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_activities_created_at_idx\` ON \`lead_activities\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_at_idx\` ON \`lead_activities\` (\`lead_id\`,\`at\`);`)
  await db.run(sql`CREATE TABLE \`lead_sources\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'api' NOT NULL,
  	\`key_prefix\` text,
  	\`key_hash\` text,
  	\`active\` integer DEFAULT true,
  	\`default_property_id\` integer,
  	\`default_form\` text,
  	\`last_used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`default_property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`lead_sources_name_idx\` ON \`lead_sources\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`lead_sources_kind_idx\` ON \`lead_sources\` (\`kind\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`lead_sources_key_hash_idx\` ON \`lead_sources\` (\`key_hash\`);`)
  await db.run(sql`CREATE INDEX \`lead_sources_active_idx\` ON \`lead_sources\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`lead_sources_default_property_idx\` ON \`lead_sources\` (\`default_property_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_sources_updated_at_idx\` ON \`lead_sources\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_sources_created_at_idx\` ON \`lead_sources\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`lead_api_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`scope\` text NOT NULL,
  	\`source_id\` integer,
  	\`status_code\` numeric,
  	\`answer\` text,
  	\`expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`source_id\`) REFERENCES \`lead_sources\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`lead_api_requests_scope_idx\` ON \`lead_api_requests\` (\`scope\`);`)
  await db.run(sql`CREATE INDEX \`lead_api_requests_source_idx\` ON \`lead_api_requests\` (\`source_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_api_requests_expires_at_idx\` ON \`lead_api_requests\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_api_requests_updated_at_idx\` ON \`lead_api_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_api_requests_created_at_idx\` ON \`lead_api_requests\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`follow_up_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`language\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`lead_source_id\` integer REFERENCES lead_sources(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`source_ref\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`received_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`google_lead_id\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`google_campaign_id\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`google_adgroup_id\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`google_form_id\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`google_creative_id\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`gcl_id\` text;`)
  await db.run(sql`CREATE INDEX \`leads_follow_up_at_idx\` ON \`leads\` (\`follow_up_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_language_idx\` ON \`leads\` (\`language\`);`)
  await db.run(sql`CREATE INDEX \`leads_lead_source_idx\` ON \`leads\` (\`lead_source_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_google_lead_id_idx\` ON \`leads\` (\`google_lead_id\`);`)
  await db.run(sql`ALTER TABLE \`editors\` ADD \`phone\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_activities_id\` integer REFERENCES lead_activities(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_sources_id\` integer REFERENCES lead_sources(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_api_requests_id\` integer REFERENCES lead_api_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_activities_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_activities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_sources_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_sources_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_api_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_api_requests_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`lead_activities\`;`)
  await db.run(sql`DROP TABLE \`lead_sources\`;`)
  await db.run(sql`DROP TABLE \`lead_api_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`assignee_id\` integer,
  	\`first_status_change_at\` text,
  	\`notes\` text,
  	\`form\` text NOT NULL,
  	\`name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`message\` text,
  	\`location\` text,
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
  	\`zc_gad\` text,
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
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "status", "assignee_id", "first_status_change_at", "notes", "form", "name", "email", "phone", "message", "location", "property_id", "project_name", "city", "bhk", "resume_id", "duplicate_of_id", "source", "referrer", "landing_page", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "zc_gad", "consent_text", "consent_at", "user", "spam_reason", "updated_at", "created_at") SELECT "id", "status", "assignee_id", "first_status_change_at", "notes", "form", "name", "email", "phone", "message", "location", "property_id", "project_name", "city", "bhk", "resume_id", "duplicate_of_id", "source", "referrer", "landing_page", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "zc_gad", "consent_text", "consent_at", "user", "spam_reason", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_assignee_idx\` ON \`leads\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_first_status_change_at_idx\` ON \`leads\` (\`first_status_change_at\`);`)
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
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  	\`site_visits_id\` integer,
  	\`site_visit_slots_id\` integer,
  	\`lead_routing_rules_id\` integer,
  	\`resumes_id\` integer,
  	\`buyers_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`saved_searches_id\` integer,
  	\`property_events_id\` integer,
  	\`alert_matches_id\` integer,
  	\`whatsapp_clicks_id\` integer,
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
  	FOREIGN KEY (\`site_visits_id\`) REFERENCES \`site_visits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_visit_slots_id\`) REFERENCES \`site_visit_slots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_routing_rules_id\`) REFERENCES \`lead_routing_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resumes_id\`) REFERENCES \`resumes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`buyers_id\`) REFERENCES \`buyers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`saved_searches_id\`) REFERENCES \`saved_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_events_id\`) REFERENCES \`property_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_matches_id\`) REFERENCES \`alert_matches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`whatsapp_clicks_id\`) REFERENCES \`whatsapp_clicks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_data_id\`) REFERENCES \`site_data\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_variables_id\`) REFERENCES \`site_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`image_upload_keys_id\`) REFERENCES \`image_upload_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editors_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "cities_id", "builders_id", "property_types_id", "amenities_id", "property_collections_id", "blogs_id", "faqs_id", "generic_pages_id", "media_id", "team_members_id", "careers_id", "pricing_id", "accreditations_id", "leads_id", "lead_deliveries_id", "site_visits_id", "site_visit_slots_id", "lead_routing_rules_id", "resumes_id", "buyers_id", "newsletter_subscribers_id", "saved_searches_id", "property_events_id", "alert_matches_id", "whatsapp_clicks_id", "site_data_id", "site_variables_id", "image_upload_keys_id", "editors_id") SELECT "id", "order", "parent_id", "path", "properties_id", "cities_id", "builders_id", "property_types_id", "amenities_id", "property_collections_id", "blogs_id", "faqs_id", "generic_pages_id", "media_id", "team_members_id", "careers_id", "pricing_id", "accreditations_id", "leads_id", "lead_deliveries_id", "site_visits_id", "site_visit_slots_id", "lead_routing_rules_id", "resumes_id", "buyers_id", "newsletter_subscribers_id", "saved_searches_id", "property_events_id", "alert_matches_id", "whatsapp_clicks_id", "site_data_id", "site_variables_id", "image_upload_keys_id", "editors_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`site_visits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_visit_slots_id_idx\` ON \`payload_locked_documents_rels\` (\`site_visit_slots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_routing_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_routing_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resumes_id_idx\` ON \`payload_locked_documents_rels\` (\`resumes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_buyers_id_idx\` ON \`payload_locked_documents_rels\` (\`buyers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_searches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_events_id_idx\` ON \`payload_locked_documents_rels\` (\`property_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_matches_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_matches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whatsapp_clicks_id_idx\` ON \`payload_locked_documents_rels\` (\`whatsapp_clicks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_data_id_idx\` ON \`payload_locked_documents_rels\` (\`site_data_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_variables_id_idx\` ON \`payload_locked_documents_rels\` (\`site_variables_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_image_upload_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`image_upload_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editors_id_idx\` ON \`payload_locked_documents_rels\` (\`editors_id\`);`)
  await db.run(sql`ALTER TABLE \`editors\` DROP COLUMN \`phone\`;`)
}
