CREATE TYPE "public"."write_off_kind" AS ENUM('write_off', 'waiver');--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'waiver';--> statement-breakpoint
ALTER TYPE "public"."loan_status" ADD VALUE 'waived';--> statement-breakpoint
DROP INDEX "write_offs_one_approved_idx";--> statement-breakpoint
ALTER TABLE "write_offs" ADD COLUMN "kind" "write_off_kind" DEFAULT 'write_off' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "write_offs_one_approved_idx" ON "write_offs" USING btree ("loan_id","kind") WHERE "write_offs"."status" = 'approved';