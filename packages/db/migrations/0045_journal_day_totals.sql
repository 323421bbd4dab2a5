CREATE TABLE "journal_day_totals" (
	"day" date NOT NULL,
	"account" text NOT NULL,
	"debits" bigint NOT NULL,
	"credits" bigint NOT NULL,
	CONSTRAINT "journal_day_totals_day_account_pk" PRIMARY KEY("day","account"),
	CONSTRAINT "journal_day_totals_amounts" CHECK ("journal_day_totals"."debits" >= 0 and "journal_day_totals"."credits" >= 0)
);
