CREATE TABLE "kyc_pending_deletions" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_pending_deletions_reason" CHECK ("kyc_pending_deletions"."reason" in ('replaced', 'upload_failed', 'erasure', 'retention'))
);
--> statement-breakpoint
CREATE INDEX "kyc_pending_deletions_next_attempt_idx" ON "kyc_pending_deletions" USING btree ("next_attempt_at");