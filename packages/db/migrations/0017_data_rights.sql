CREATE TYPE "public"."data_rights_kind" AS ENUM('export', 'erasure', 'correction');--> statement-breakpoint
CREATE TYPE "public"."data_rights_status" AS ENUM('pending', 'completed', 'partially_completed', 'refused');--> statement-breakpoint
CREATE TABLE "data_rights_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "data_rights_kind" NOT NULL,
	"status" "data_rights_status" DEFAULT 'pending' NOT NULL,
	"details" jsonb,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "data_rights_requests" ADD CONSTRAINT "data_rights_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_rights_requests" ADD CONSTRAINT "data_rights_requests_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_rights_requests_user_idx" ON "data_rights_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_rights_requests_status_idx" ON "data_rights_requests" USING btree ("status","created_at");