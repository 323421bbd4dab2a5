-- docs/decisions/031: staff close a loan on which nothing was paid out. Only added here: a new enum value
-- cannot be used in the transaction that adds it, and loan_status_counts gets its row on first use.
ALTER TYPE "public"."loan_status" ADD VALUE 'cancelled';