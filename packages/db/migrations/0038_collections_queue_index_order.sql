DROP INDEX "loan_positions_delinquency_idx";--> statement-breakpoint
DROP INDEX "loan_positions_past_due_idx";--> statement-breakpoint
DROP INDEX "loan_positions_overdue_amount_idx";--> statement-breakpoint
CREATE INDEX "loan_positions_delinquency_idx" ON "loan_positions" USING btree ("delinquency_bucket","days_past_due" DESC NULLS FIRST,"loan_id" DESC NULLS FIRST) WHERE "loan_positions"."days_past_due" > 0;--> statement-breakpoint
CREATE INDEX "loan_positions_past_due_idx" ON "loan_positions" USING btree ("days_past_due" DESC NULLS FIRST,"loan_id" DESC NULLS FIRST) WHERE "loan_positions"."days_past_due" > 0;--> statement-breakpoint
CREATE INDEX "loan_positions_overdue_amount_idx" ON "loan_positions" USING btree ("overdue_amount" DESC NULLS FIRST,"loan_id" DESC NULLS FIRST) WHERE "loan_positions"."days_past_due" > 0;