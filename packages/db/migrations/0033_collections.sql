-- The collections desk (docs/product.md §23): each worked loan's case, the contact log and promises to pay;
-- and what is overdue, kept with the loan's position. Existing loans read 0 overdue until the next daily run.
CREATE TYPE "public"."contact_channel" AS ENUM('call', 'sms', 'email', 'visit');--> statement-breakpoint
CREATE TYPE "public"."contact_outcome" AS ENUM('reached', 'no_answer', 'wrong_number', 'refused', 'promised', 'disputed');--> statement-breakpoint
CREATE TYPE "public"."contact_template" AS ENUM('payment_overdue', 'promise_reminder', 'please_call_us');--> statement-breakpoint
CREATE TYPE "public"."promise_maker" AS ENUM('staff', 'borrower');--> statement-breakpoint
CREATE TYPE "public"."promise_status" AS ENUM('open', 'kept', 'broken');--> statement-breakpoint
CREATE TABLE "collection_cases" (
	"loan_id" uuid PRIMARY KEY NOT NULL,
	"collector_id" uuid,
	"assigned_at" timestamp with time zone,
	"last_contact_at" timestamp with time zone,
	"last_contact_channel" "contact_channel",
	"last_contact_outcome" "contact_outcome",
	"promise_status" "promise_status",
	"promise_amount" bigint,
	"promise_date" date,
	"next_action_on" date,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"borrower_id" uuid NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"channel" "contact_channel" NOT NULL,
	"outcome" "contact_outcome",
	"template" "contact_template",
	"note" text,
	"contacted_at" timestamp with time zone NOT NULL,
	"contacted_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promises_to_pay" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"promised_for" date NOT NULL,
	"status" "promise_status" DEFAULT 'open' NOT NULL,
	"made_by" "promise_maker" NOT NULL,
	"made_by_user_id" uuid NOT NULL,
	"repaid_before" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"reminded_on" date,
	"decided_on" date,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_positions" ADD COLUMN "overdue_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_collector_id_users_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_borrower_id_users_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promises_to_pay" ADD CONSTRAINT "promises_to_pay_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promises_to_pay" ADD CONSTRAINT "promises_to_pay_made_by_user_id_users_id_fk" FOREIGN KEY ("made_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_cases_collector_idx" ON "collection_cases" USING btree ("collector_id");--> statement-breakpoint
CREATE INDEX "collection_cases_promise_idx" ON "collection_cases" USING btree ("promise_status");--> statement-breakpoint
CREATE INDEX "collection_contacts_borrower_day_idx" ON "collection_contacts" USING btree ("borrower_id","contacted_on");--> statement-breakpoint
CREATE INDEX "collection_contacts_loan_idx" ON "collection_contacts" USING btree ("loan_id","contacted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promises_to_pay_one_open_idx" ON "promises_to_pay" USING btree ("loan_id") WHERE "promises_to_pay"."status" = 'open';--> statement-breakpoint
CREATE INDEX "promises_to_pay_loan_idx" ON "promises_to_pay" USING btree ("loan_id","created_at");--> statement-breakpoint
CREATE INDEX "promises_to_pay_open_due_idx" ON "promises_to_pay" USING btree ("promised_for") WHERE "promises_to_pay"."status" = 'open';