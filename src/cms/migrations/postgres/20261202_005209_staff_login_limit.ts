// @ts-nocheck -- generated. drizzle-orm is installed twice (under db-postgres and drizzle), so their SQL types differ though the runtime is one.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "editors" DROP COLUMN "login_attempts";
  ALTER TABLE "editors" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "editors" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "editors" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}
