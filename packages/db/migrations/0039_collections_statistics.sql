CREATE TABLE "collector_days" (
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"collector_id" uuid NOT NULL,
	"collected_count" integer NOT NULL,
	"collected_amount" bigint NOT NULL,
	CONSTRAINT "collector_days_day_product_id_collector_id_pk" PRIMARY KEY("day","product_id","collector_id")
);
--> statement-breakpoint
CREATE TABLE "loan_month_ends" (
	"month" text NOT NULL,
	"loan_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"state" text NOT NULL,
	"bucket" smallint NOT NULL,
	"days_past_due" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_month_ends_month_loan_id_pk" PRIMARY KEY("month","loan_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_rolls" (
	"month" text NOT NULL,
	"product_id" text NOT NULL,
	"from_bucket" smallint NOT NULL,
	"to_state" text NOT NULL,
	"to_bucket" smallint NOT NULL,
	"loans" integer NOT NULL,
	CONSTRAINT "portfolio_rolls_month_product_id_from_bucket_to_state_to_bucket_pk" PRIMARY KEY("month","product_id","from_bucket","to_state","to_bucket")
);
--> statement-breakpoint
ALTER TABLE "portfolio_days" ADD COLUMN "promises_kept" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_days" ADD COLUMN "promises_broken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collector_days" ADD CONSTRAINT "collector_days_collector_id_users_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_month_ends" ADD CONSTRAINT "loan_month_ends_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promises_to_pay_decided_idx" ON "promises_to_pay" USING btree ("decided_on") WHERE "promises_to_pay"."decided_on" is not null;