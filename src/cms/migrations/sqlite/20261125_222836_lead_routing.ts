import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`lead_routing_rules_forms\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`lead_routing_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_routing_rules_forms_order_idx\` ON \`lead_routing_rules_forms\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`lead_routing_rules_forms_parent_idx\` ON \`lead_routing_rules_forms\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`lead_routing_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`priority\` numeric DEFAULT 100 NOT NULL,
  	\`rr_counter\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_routing_rules_active_idx\` ON \`lead_routing_rules\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`lead_routing_rules_priority_idx\` ON \`lead_routing_rules\` (\`priority\`);`)
  await db.run(sql`CREATE INDEX \`lead_routing_rules_updated_at_idx\` ON \`lead_routing_rules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_routing_rules_created_at_idx\` ON \`lead_routing_rules\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`lead_routing_rules_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`cities_id\` integer,
  	\`properties_id\` integer,
  	\`editors_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`lead_routing_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cities_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editors_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_routing_rules_rels_order_idx\` ON \`lead_routing_rules_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`lead_routing_rules_rels_parent_idx\` ON \`lead_routing_rules_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_routing_rules_rels_path_idx\` ON \`lead_routing_rules_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`lead_routing_rules_rels_cities_id_idx\` ON \`lead_routing_rules_rels\` (\`cities_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_routing_rules_rels_properties_id_idx\` ON \`lead_routing_rules_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_routing_rules_rels_editors_id_idx\` ON \`lead_routing_rules_rels\` (\`editors_id\`);`)
  await db.run(sql`CREATE TABLE \`whatsapp_clicks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`property_id\` integer,
  	\`day\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`whatsapp_clicks_property_idx\` ON \`whatsapp_clicks\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`whatsapp_clicks_day_idx\` ON \`whatsapp_clicks\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`whatsapp_clicks_updated_at_idx\` ON \`whatsapp_clicks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whatsapp_clicks_created_at_idx\` ON \`whatsapp_clicks\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`property_day_idx\` ON \`whatsapp_clicks\` (\`property_id\`,\`day\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`first_status_change_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_first_status_change_at_idx\` ON \`leads\` (\`first_status_change_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_routing_rules_id\` integer REFERENCES lead_routing_rules(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`whatsapp_clicks_id\` integer REFERENCES whatsapp_clicks(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_routing_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_routing_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whatsapp_clicks_id_idx\` ON \`payload_locked_documents_rels\` (\`whatsapp_clicks_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`lead_routing_rules_forms\`;`)
  await db.run(sql`DROP TABLE \`lead_routing_rules\`;`)
  await db.run(sql`DROP TABLE \`lead_routing_rules_rels\`;`)
  await db.run(sql`DROP TABLE \`whatsapp_clicks\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`resumes_id\` integer,
  	\`buyers_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`saved_searches_id\` integer,
  	\`property_events_id\` integer,
  	\`alert_matches_id\` integer,
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
  	FOREIGN KEY (\`resumes_id\`) REFERENCES \`resumes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`buyers_id\`) REFERENCES \`buyers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`saved_searches_id\`) REFERENCES \`saved_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_events_id\`) REFERENCES \`property_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_matches_id\`) REFERENCES \`alert_matches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_data_id\`) REFERENCES \`site_data\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_variables_id\`) REFERENCES \`site_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`image_upload_keys_id\`) REFERENCES \`image_upload_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editors_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "cities_id", "builders_id", "property_types_id", "amenities_id", "property_collections_id", "blogs_id", "faqs_id", "generic_pages_id", "media_id", "team_members_id", "careers_id", "pricing_id", "accreditations_id", "leads_id", "lead_deliveries_id", "site_visits_id", "site_visit_slots_id", "resumes_id", "buyers_id", "newsletter_subscribers_id", "saved_searches_id", "property_events_id", "alert_matches_id", "site_data_id", "site_variables_id", "image_upload_keys_id", "editors_id") SELECT "id", "order", "parent_id", "path", "properties_id", "cities_id", "builders_id", "property_types_id", "amenities_id", "property_collections_id", "blogs_id", "faqs_id", "generic_pages_id", "media_id", "team_members_id", "careers_id", "pricing_id", "accreditations_id", "leads_id", "lead_deliveries_id", "site_visits_id", "site_visit_slots_id", "resumes_id", "buyers_id", "newsletter_subscribers_id", "saved_searches_id", "property_events_id", "alert_matches_id", "site_data_id", "site_variables_id", "image_upload_keys_id", "editors_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resumes_id_idx\` ON \`payload_locked_documents_rels\` (\`resumes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_buyers_id_idx\` ON \`payload_locked_documents_rels\` (\`buyers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_searches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_events_id_idx\` ON \`payload_locked_documents_rels\` (\`property_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_matches_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_matches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_data_id_idx\` ON \`payload_locked_documents_rels\` (\`site_data_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_variables_id_idx\` ON \`payload_locked_documents_rels\` (\`site_variables_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_image_upload_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`image_upload_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editors_id_idx\` ON \`payload_locked_documents_rels\` (\`editors_id\`);`)
  await db.run(sql`DROP INDEX \`leads_first_status_change_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`first_status_change_at\`;`)
}
