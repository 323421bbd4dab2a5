CREATE TABLE "ussd_pins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"phone_number" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ussd_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"phone_number" text NOT NULL,
	"user_id" uuid,
	"state" jsonb NOT NULL,
	"last_step" integer DEFAULT 0 NOT NULL,
	"last_reply" text NOT NULL,
	"ended" boolean DEFAULT false NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ussd_sessions_gateway" CHECK ("ussd_sessions"."gateway" in ('africastalking', 'gateway'))
);
--> statement-breakpoint
ALTER TABLE "ussd_pins" ADD CONSTRAINT "ussd_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ussd_sessions" ADD CONSTRAINT "ussd_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ussd_sessions_user_idx" ON "ussd_sessions" USING btree ("user_id","started_at");