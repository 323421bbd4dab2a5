CREATE TYPE "public"."disbursement_status" AS ENUM('otp_pending', 'cancelled', 'processing', 'successful', 'failed', 'reversed');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('new_loan_application', 'loan_approved', 'loan_rejected', 'disbursement_failed', 'info');--> statement-breakpoint
CREATE TYPE "public"."simulator_kind" AS ENUM('collection', 'disbursement');--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"loan_id" uuid,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disbursements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"transaction_id" text NOT NULL,
	"initiated_by" uuid NOT NULL,
	"confirmed_by" uuid,
	"status" "disbursement_status" DEFAULT 'otp_pending' NOT NULL,
	"amount" bigint NOT NULL,
	"method" "disbursement_method" NOT NULL,
	"provider" text NOT NULL,
	"mobile_money_provider" "mobile_operator",
	"mobile_money_number" text,
	"bank_name" text,
	"bank_account_name" text,
	"bank_account_number" text,
	"bank_code" text,
	"otp_hash" text,
	"otp_expires_at" timestamp with time zone,
	"otp_failed_attempts" integer DEFAULT 0 NOT NULL,
	"otp_used_at" timestamp with time zone,
	"provider_reference" text,
	"reason_for_failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "notification_type" NOT NULL,
	"message" text NOT NULL,
	"loan_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "simulator_transactions" (
	"reference" text PRIMARY KEY NOT NULL,
	"kind" "simulator_kind" NOT NULL,
	"amount" bigint NOT NULL,
	"account" text NOT NULL,
	"provider_reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "ever_overdue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_initiated_by_users_id_fk" FOREIGN KEY ("initiated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_loan_idx" ON "audit_events" USING btree ("loan_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "disbursements_transaction_id_key" ON "disbursements" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "disbursements_loan_created_idx" ON "disbursements" USING btree ("loan_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "disbursements_one_live_per_loan" ON "disbursements" USING btree ("loan_id") WHERE "disbursements"."status" in ('processing', 'successful');--> statement-breakpoint
CREATE UNIQUE INDEX "disbursements_one_otp_per_loan" ON "disbursements" USING btree ("loan_id") WHERE "disbursements"."status" = 'otp_pending';--> statement-breakpoint
CREATE INDEX "disbursements_processing_idx" ON "disbursements" USING btree ("last_checked_at") WHERE "disbursements"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "simulator_transactions_created_idx" ON "simulator_transactions" USING btree ("created_at");