CREATE TYPE "public"."email_priority" AS ENUM('security', 'transactional', 'bulk');--> statement-breakpoint
CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "priority" "email_priority" DEFAULT 'transactional' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_messages_outbox_idx" ON "email_messages" USING btree ("priority","created_at") WHERE "email_messages"."status" = 'queued';--> statement-breakpoint
UPDATE "email_messages" SET "priority" = 'security' WHERE "template" IN ('verify-email', 'password-reset', 'disbursement-otp');--> statement-breakpoint
UPDATE "email_messages" SET "priority" = 'bulk' WHERE "template" IN ('contact-message', 'repayment-reminder');--> statement-breakpoint
-- Links in messages already delivered (or failed for good) stop being usable from the table: the same
-- masking the mail job now applies to every message once it leaves (modules/mail/delivered-secrets.ts).
UPDATE "email_messages" SET
  "text_body" = regexp_replace(regexp_replace("text_body", '(/(reset-password|verify-email|unsubscribe)/)[A-Za-z0-9_%-]+', '\1removed-after-delivery', 'g'), '([?&](amp;)?token=)[A-Za-z0-9_%-]+', '\1removed-after-delivery', 'g'),
  "html_body" = regexp_replace(regexp_replace("html_body", '(/(reset-password|verify-email|unsubscribe)/)[A-Za-z0-9_%-]+', '\1removed-after-delivery', 'g'), '([?&](amp;)?token=)[A-Za-z0-9_%-]+', '\1removed-after-delivery', 'g')
WHERE "status" <> 'queued';
