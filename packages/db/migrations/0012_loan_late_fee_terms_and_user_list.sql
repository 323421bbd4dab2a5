ALTER TABLE "loan_applications" ADD COLUMN "late_fee_bp" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "late_fee_grace_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_registration_idx" ON "users" USING btree ("registration_date","id");--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree ("username" text_pattern_ops);