-- The account's first session with a verified e-mail: the dashboard says "Welcome" in it, "Welcome back" after.
ALTER TABLE "users" ADD COLUMN "first_session_id" uuid;
--> statement-breakpoint
-- Accounts verified before this column existed have had their first visit: the nil id marks them returning.
UPDATE "users" SET "first_session_id" = '00000000-0000-0000-0000-000000000000' WHERE "is_email_verified";
