-- Days past due and the delinquency bucket, kept with the loan's position (docs/product.md §13.4). Existing
-- loans read as current until the next daily run ages them.
ALTER TABLE "loan_positions" ADD COLUMN "days_past_due" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_positions" ADD COLUMN "delinquency_bucket" smallint;--> statement-breakpoint
ALTER TABLE "loan_positions" ADD COLUMN "aged_on" date;--> statement-breakpoint
CREATE INDEX "loan_positions_delinquency_idx" ON "loan_positions" USING btree ("delinquency_bucket","days_past_due" DESC NULLS LAST) WHERE "loan_positions"."days_past_due" > 0;