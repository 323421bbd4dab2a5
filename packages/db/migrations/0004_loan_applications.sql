CREATE TYPE "public"."disbursement_method" AS ENUM('mobile_money', 'bank_account');--> statement-breakpoint
CREATE TYPE "public"."loan_status" AS ENUM('pending', 'in_review', 'approved', 'rejected', 'disbursement_pending', 'disbursement_failed', 'otp_pending', 'disbursed', 'active', 'paid', 'overdue', 'approval_error');--> statement-breakpoint
CREATE TYPE "public"."mobile_operator" AS ENUM('mtn', 'airtel', 'zamtel');--> statement-breakpoint
CREATE TABLE "loan_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"duration_months" integer NOT NULL,
	"monthly_rate_bp" integer NOT NULL,
	"purpose" text NOT NULL,
	"status" "loan_status" DEFAULT 'pending' NOT NULL,
	"remarks" text,
	"service_fee" bigint NOT NULL,
	"amount_received" bigint NOT NULL,
	"total_repayable" bigint NOT NULL,
	"quote_snapshot" jsonb NOT NULL,
	"key_facts_text" text NOT NULL,
	"key_facts_accepted_at" timestamp with time zone NOT NULL,
	"disbursement_method" "disbursement_method" NOT NULL,
	"mobile_money_provider" "mobile_operator",
	"mobile_money_number" text,
	"bank_name" text,
	"bank_account_name" text,
	"bank_account_number" text,
	"bank_code" text,
	"application_date" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"disbursement_date" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_product_id_loan_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."loan_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_applications_user_date_idx" ON "loan_applications" USING btree ("user_id","application_date");--> statement-breakpoint
CREATE INDEX "loan_applications_status_date_idx" ON "loan_applications" USING btree ("status","application_date");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_applications_one_open_per_user" ON "loan_applications" USING btree ("user_id") WHERE "loan_applications"."status" in ('pending', 'in_review');