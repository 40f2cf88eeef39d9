import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The language of a saved search's alert mails (docs/product.md §14, §21); existing searches are English. */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_saved_searches_language" AS ENUM('en', 'hi');
  ALTER TABLE "saved_searches" ADD COLUMN "language" "enum_saved_searches_language" DEFAULT 'en' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_searches" DROP COLUMN "language";
  DROP TYPE "public"."enum_saved_searches_language";`)
}
