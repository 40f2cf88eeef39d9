import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmation_sent_at\` text;`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_confirmed_at_idx\` ON \`newsletter_subscribers\` (\`confirmed_at\`);`)
  // Sign-ups from before double opt-in keep their newsletter: confirmed as of when they signed up.
  await db.run(sql`UPDATE \`newsletter_subscribers\` SET \`confirmed_at\` = \`created_at\` WHERE \`confirmed_at\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`newsletter_subscribers_confirmed_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmation_sent_at\`;`)
}
