ALTER TYPE "public"."sms_status" ADD VALUE 'unknown';--> statement-breakpoint
ALTER TABLE "sms_early_delivery_reports" ADD COLUMN "phone_number" text;--> statement-breakpoint
CREATE INDEX "sms_early_delivery_reports_phone_idx" ON "sms_early_delivery_reports" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "sms_messages_without_provider_id_idx" ON "sms_messages" USING btree ("to_number") WHERE "sms_messages"."provider_message_id" is null;