CREATE TABLE "credit_check_settings" (
	"product_id" text PRIMARY KEY NOT NULL,
	"check_mandatory" boolean DEFAULT false NOT NULL,
	"on_failure" text DEFAULT 'hold' NOT NULL,
	"fresh_days" integer DEFAULT 30 NOT NULL,
	"max_arrears_days_elsewhere" integer DEFAULT 30 NOT NULL,
	"min_score" integer,
	"max_total_instalments" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_checks" (
	"loan_id" uuid PRIMARY KEY NOT NULL,
	"report_id" uuid,
	"status" text NOT NULL,
	"reused" boolean DEFAULT false NOT NULL,
	"rule_effect" text,
	"rule_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"loan_id" uuid,
	"nrc_hash" text NOT NULL,
	"request_key" text NOT NULL,
	"outcome" text NOT NULL,
	"failure_reason" text,
	"bureau" text NOT NULL,
	"bureau_reference" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"body" "bytea",
	CONSTRAINT "credit_reports_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "consent_events" ADD COLUMN "loan_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_check_settings" ADD CONSTRAINT "credit_check_settings_product_id_loan_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."loan_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_checks" ADD CONSTRAINT "credit_checks_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_checks" ADD CONSTRAINT "credit_checks_report_id_credit_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."credit_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_reports_user_idx" ON "credit_reports" USING btree ("user_id","fetched_at");--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_loan_idx" ON "consent_events" USING btree ("loan_id","purpose") WHERE "consent_events"."loan_id" is not null;