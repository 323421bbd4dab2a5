-- The loan's amount on its position row, for the staff list's arrears filter in amount order. Existing
-- rows take it from their loan (it never changes after the application).
ALTER TABLE "loan_positions" ADD COLUMN "loan_amount" bigint;--> statement-breakpoint
UPDATE "loan_positions" SET "loan_amount" = "loan_applications"."amount" FROM "loan_applications" WHERE "loan_applications"."id" = "loan_positions"."loan_id";--> statement-breakpoint
ALTER TABLE "loan_positions" ALTER COLUMN "loan_amount" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "loan_positions_owing_amount_idx" ON "loan_positions" USING btree ("loan_amount","loan_id") WHERE "loan_positions"."principal" + "loan_positions"."interest" + "loan_positions"."fees" + "loan_positions"."penalties" > 0;
