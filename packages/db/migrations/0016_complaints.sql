CREATE TYPE "public"."complaint_attachment_type" AS ENUM('image/png', 'image/jpeg', 'application/pdf');--> statement-breakpoint
CREATE TYPE "public"."complaint_category" AS ENUM('payment_not_applied', 'wrong_amount_or_charges', 'disbursement', 'collection_conduct', 'personal_data', 'other');--> statement-breakpoint
CREATE TYPE "public"."complaint_status" AS ENUM('open', 'acknowledged', 'resolved');--> statement-breakpoint
CREATE TABLE "complaint_attachments" (
	"complaint_id" uuid PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"content_type" "complaint_attachment_type" NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_attachments_size" CHECK ("complaint_attachments"."size" = octet_length("complaint_attachments"."content") and "complaint_attachments"."size" <= 2097152)
);
--> statement-breakpoint
CREATE TABLE "complaint_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"loan_id" uuid,
	"payment_id" uuid,
	"category" "complaint_category" NOT NULL,
	"description" text NOT NULL,
	"status" "complaint_status" DEFAULT 'open' NOT NULL,
	"assigned_to" uuid,
	"acknowledge_by" timestamp with time zone NOT NULL,
	"resolve_by" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_resolved_has_resolution" CHECK (("complaints"."status" = 'resolved') = ("complaints"."resolved_at" is not null and "complaints"."resolution" is not null)),
	CONSTRAINT "complaints_acknowledged_at" CHECK (("complaints"."status" = 'open') = ("complaints"."acknowledged_at" is null))
);
--> statement-breakpoint
ALTER TABLE "complaint_attachments" ADD CONSTRAINT "complaint_attachments_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_notes" ADD CONSTRAINT "complaint_notes_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_notes" ADD CONSTRAINT "complaint_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_notes_complaint_idx" ON "complaint_notes" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_reference_key" ON "complaints" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "complaints_user_created_idx" ON "complaints" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_unresolved_idx" ON "complaints" USING btree ("status","acknowledge_by","resolve_by") WHERE "complaints"."status" <> 'resolved';