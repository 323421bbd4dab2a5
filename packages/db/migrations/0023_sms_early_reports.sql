CREATE TABLE "sms_early_delivery_reports" (
	"provider" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"status" "sms_status" NOT NULL,
	"error" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_early_delivery_reports_provider_provider_message_id_pk" PRIMARY KEY("provider","provider_message_id"),
	CONSTRAINT "sms_early_delivery_reports_final" CHECK ("sms_early_delivery_reports"."status" in ('delivered', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "sms_early_delivery_reports_received_idx" ON "sms_early_delivery_reports" USING btree ("received_at");