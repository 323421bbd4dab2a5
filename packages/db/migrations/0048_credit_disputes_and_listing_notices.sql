ALTER TYPE "public"."complaint_category" ADD VALUE 'credit_report' BEFORE 'other';--> statement-breakpoint
CREATE TABLE "credit_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"complaint_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"outcome" text,
	"resolved_by" uuid,
	CONSTRAINT "credit_disputes_status" CHECK ("credit_disputes"."status" in ('open', 'resolved')),
	CONSTRAINT "credit_disputes_outcome" CHECK ("credit_disputes"."outcome" is null or "credit_disputes"."outcome" in ('corrected', 'upheld')),
	CONSTRAINT "credit_disputes_resolved" CHECK (("credit_disputes"."status" = 'resolved') = ("credit_disputes"."resolved_at" is not null and "credit_disputes"."outcome" is not null))
);
--> statement-breakpoint
CREATE TABLE "credit_listing_notices" (
	"loan_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_on" date NOT NULL,
	"listable_on" date NOT NULL,
	"amount_due" bigint NOT NULL,
	"language" text NOT NULL,
	CONSTRAINT "credit_listing_notices_after_sent" CHECK ("credit_listing_notices"."listable_on" >= "credit_listing_notices"."sent_on"),
	CONSTRAINT "credit_listing_notices_amount" CHECK ("credit_listing_notices"."amount_due" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_disputes" ADD CONSTRAINT "credit_disputes_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_disputes" ADD CONSTRAINT "credit_disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_disputes" ADD CONSTRAINT "credit_disputes_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_disputes" ADD CONSTRAINT "credit_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_listing_notices" ADD CONSTRAINT "credit_listing_notices_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_listing_notices" ADD CONSTRAINT "credit_listing_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_disputes_one_open_per_loan" ON "credit_disputes" USING btree ("loan_id") WHERE "credit_disputes"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_disputes_complaint_key" ON "credit_disputes" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "credit_disputes_user_idx" ON "credit_disputes" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "credit_disputes_loan_idx" ON "credit_disputes" USING btree ("loan_id","opened_at");--> statement-breakpoint
CREATE INDEX "credit_listing_notices_user_idx" ON "credit_listing_notices" USING btree ("user_id");