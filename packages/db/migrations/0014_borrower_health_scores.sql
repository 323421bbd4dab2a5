CREATE TABLE "borrower_health_scores" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "borrower_health_scores_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "borrower_health_scores" ADD CONSTRAINT "borrower_health_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;