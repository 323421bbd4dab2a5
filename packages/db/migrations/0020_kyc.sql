CREATE TABLE "kyc_checks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"reason" text,
	"reason_kind" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_checks_status" CHECK ("kyc_checks"."status" in ('not_started', 'submitted', 'approved', 'needs_another_photo')),
	CONSTRAINT "kyc_checks_reason_kind" CHECK ("kyc_checks"."reason_kind" is null or "kyc_checks"."reason_kind" in ('nrc_front', 'nrc_back', 'selfie')),
	CONSTRAINT "kyc_checks_reason" CHECK (("kyc_checks"."status" = 'needs_another_photo') = ("kyc_checks"."reason" is not null and "kyc_checks"."reason_kind" is not null)),
	CONSTRAINT "kyc_checks_submitted_at" CHECK ("kyc_checks"."status" <> 'submitted' or "kyc_checks"."submitted_at" is not null),
	CONSTRAINT "kyc_checks_approved" CHECK ("kyc_checks"."status" <> 'approved' or "kyc_checks"."decided_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "kyc_document_blobs" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_kind" CHECK ("kyc_documents"."kind" in ('nrc_front', 'nrc_back', 'selfie')),
	CONSTRAINT "kyc_documents_size" CHECK ("kyc_documents"."byte_size" > 0 and "kyc_documents"."width" > 0 and "kyc_documents"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_checks_queue_idx" ON "kyc_checks" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_user_kind_key" ON "kyc_documents" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_storage_key_key" ON "kyc_documents" USING btree ("storage_key");