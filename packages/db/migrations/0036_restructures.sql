CREATE TYPE "public"."restructure_kind" AS ENUM('longer_term', 'payment_holiday');--> statement-breakpoint
CREATE TYPE "public"."restructure_status" AS ENUM('proposed', 'accepted', 'approved', 'declined', 'rejected', 'cancelled', 'expired');--> statement-breakpoint
CREATE TABLE "restructures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"kind" "restructure_kind" NOT NULL,
	"months" integer NOT NULL,
	"status" "restructure_status" DEFAULT 'proposed' NOT NULL,
	"computed_on" date NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"schedule" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"key_facts" jsonb NOT NULL,
	"previous_schedule" jsonb NOT NULL,
	"owed_before" jsonb NOT NULL,
	"wording_version" text,
	"answered_at" timestamp with time zone,
	"answered_ip" text,
	"answered_user_agent" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "restructures" ADD CONSTRAINT "restructures_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restructures" ADD CONSTRAINT "restructures_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restructures" ADD CONSTRAINT "restructures_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "restructures_one_live_idx" ON "restructures" USING btree ("loan_id") WHERE "restructures"."status" in ('proposed', 'accepted');--> statement-breakpoint
CREATE INDEX "restructures_loan_idx" ON "restructures" USING btree ("loan_id","proposed_at");