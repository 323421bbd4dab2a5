CREATE TYPE "public"."sms_status" AS ENUM('queued', 'sent', 'delivered', 'failed');--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"status" "sms_status" DEFAULT 'queued' NOT NULL,
	"provider" text,
	"provider_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sms_messages_outbox_idx" ON "sms_messages" USING btree ("next_attempt_at") WHERE "sms_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "sms_messages_created_idx" ON "sms_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_message_key" ON "sms_messages" USING btree ("provider","provider_message_id") WHERE "sms_messages"."provider_message_id" is not null;