CREATE TABLE "payment_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text,
	"reference" text,
	"claimed_state" text,
	"confirmed" boolean,
	"believed_state" text,
	"result" text NOT NULL,
	"detail" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_callbacks_reference_idx" ON "payment_callbacks" USING btree ("reference","id");--> statement-breakpoint
CREATE INDEX "payment_callbacks_received_idx" ON "payment_callbacks" USING btree ("received_at","id");