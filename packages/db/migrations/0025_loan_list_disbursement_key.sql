-- The staff list's newest-first index also keys the disbursement date, so a disbursement window is checked
-- inside the index (docs/architecture.md §14).
DROP INDEX "loan_applications_date_idx";--> statement-breakpoint
CREATE INDEX "loan_applications_date_idx" ON "loan_applications" USING btree ("application_date","id","disbursement_date");