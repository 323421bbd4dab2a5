-- Why staff rejected a loan, when they said; SPEC's remark stays in remarks.
ALTER TABLE "loan_applications" ADD COLUMN "rejection_reason" text;
