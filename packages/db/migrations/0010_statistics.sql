CREATE TYPE "public"."loan_decision" AS ENUM('approved', 'rejected');--> statement-breakpoint
CREATE TABLE "loan_instalments" (
	"loan_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"product_id" text NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "loan_instalments_loan_id_number_pk" PRIMARY KEY("loan_id","number")
);
--> statement-breakpoint
CREATE TABLE "loan_positions" (
	"loan_id" uuid PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"principal" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"fees" bigint NOT NULL,
	"penalties" bigint NOT NULL,
	"oldest_unpaid_due_date" date,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_days" (
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"applications" integer NOT NULL,
	"approved_by_rules" integer NOT NULL,
	"approved_by_staff" integer NOT NULL,
	"rejected" integer NOT NULL,
	"disbursed_count" integer NOT NULL,
	"disbursed_amount" bigint NOT NULL,
	"collected_count" integer NOT NULL,
	"collected_amount" bigint NOT NULL,
	"due_amount" bigint NOT NULL,
	"decision_minutes" integer[] NOT NULL,
	"disbursal_minutes" integer[] NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portfolio_days_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_snapshots" (
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"active_loans" integer NOT NULL,
	"principal" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"fees" bigint NOT NULL,
	"penalties" bigint NOT NULL,
	"bucket_counts" integer[] NOT NULL,
	"bucket_principal" bigint[] NOT NULL,
	CONSTRAINT "portfolio_snapshots_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_status_counts" (
	"product_id" text NOT NULL,
	"status" "loan_status" NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_status_counts_product_id_status_pk" PRIMARY KEY("product_id","status")
);
--> statement-breakpoint
CREATE TABLE "statistics_progress" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"days_computed_through" date
);
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "decision" "loan_decision";--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "decided_by_rules" boolean;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_product_id_loan_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."loan_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_positions" ADD CONSTRAINT "loan_positions_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_positions" ADD CONSTRAINT "loan_positions_product_id_loan_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."loan_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_instalments_due_idx" ON "loan_instalments" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "loan_positions_oldest_unpaid_idx" ON "loan_positions" USING btree ("oldest_unpaid_due_date","loan_id");--> statement-breakpoint
CREATE INDEX "loan_applications_decided_idx" ON "loan_applications" USING btree ("decided_at") WHERE "loan_applications"."decided_at" is not null;--> statement-breakpoint
CREATE INDEX "loan_applications_disbursed_idx" ON "loan_applications" USING btree ("disbursement_date") WHERE "loan_applications"."disbursement_date" is not null;--> statement-breakpoint
CREATE INDEX "payments_settled_idx" ON "payments" USING btree ("settled_at") WHERE "payments"."status" = 'successful';--> statement-breakpoint
-- Hand-written from here (drizzle-kit does not model triggers or backfills).
-- product_status_counts: loan_status_counts per product, kept the same way (statement-level triggers with
-- transition tables; counters changed in key order so two transactions cannot deadlock on them).
CREATE FUNCTION "product_status_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_status_counts" AS c ("product_id", "status", "count")
  SELECT "product_id", "status", count(*) FROM new_rows GROUP BY "product_id", "status" ORDER BY 1, 2
  ON CONFLICT ("product_id", "status") DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "product_status_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_status_counts" AS c ("product_id", "status", "count")
  SELECT d."product_id", d."status", sum(d."delta") FROM (
    SELECT "product_id", "status", 1 AS "delta" FROM new_rows
    UNION ALL
    SELECT "product_id", "status", -1 AS "delta" FROM old_rows
  ) AS d
  GROUP BY d."product_id", d."status" HAVING sum(d."delta") <> 0 ORDER BY 1, 2
  ON CONFLICT ("product_id", "status") DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "product_status_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_status_counts" AS c ("product_id", "status", "count")
  SELECT "product_id", "status", -count(*) FROM old_rows GROUP BY "product_id", "status" ORDER BY 1, 2
  ON CONFLICT ("product_id", "status") DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "product_status_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_status_counts" SET "count" = 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_status_counts_insert" AFTER INSERT ON "loan_applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_status_counts_after_insert"();--> statement-breakpoint
CREATE TRIGGER "product_status_counts_update" AFTER UPDATE ON "loan_applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_status_counts_after_update"();--> statement-breakpoint
CREATE TRIGGER "product_status_counts_delete" AFTER DELETE ON "loan_applications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_status_counts_after_delete"();--> statement-breakpoint
CREATE TRIGGER "product_status_counts_truncate" AFTER TRUNCATE ON "loan_applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_status_counts_after_truncate"();--> statement-breakpoint
INSERT INTO "product_status_counts" ("product_id", "status", "count")
SELECT "product_id", "status", count(*) FROM "loan_applications" GROUP BY "product_id", "status";--> statement-breakpoint
-- Decisions already made: rejected loans say so; every other decided loan was approved, by the rules
-- when the audit trail says so.
UPDATE "loan_applications" AS l SET
  "decision" = 'approved',
  "decided_by_rules" = EXISTS (
    SELECT 1 FROM "audit_events" a WHERE a."loan_id" = l."id" AND a."action" = 'loan.instant_approved'
  )
WHERE l."decided_at" IS NOT NULL AND l."status" <> 'rejected';--> statement-breakpoint
UPDATE "loan_applications" SET "decision" = 'rejected', "decided_by_rules" = false
WHERE "decided_at" IS NOT NULL AND "status" = 'rejected';--> statement-breakpoint
-- The schedule in force of every loan whose money arrived: the quoted lines re-dated from the Lusaka day
-- of disbursement (PostgreSQL's date + n months clamps to the month's end, as addMonths does).
INSERT INTO "loan_instalments" ("loan_id", "number", "product_id", "due_date", "amount")
SELECT l."id", (line->>'number')::int, l."product_id",
  ((l."disbursement_date" AT TIME ZONE 'Africa/Lusaka')::date + make_interval(months => (line->>'number')::int))::date,
  (line->>'instalment')::bigint
FROM "loan_applications" l, jsonb_array_elements(l."quote_snapshot"->'schedule') AS line
WHERE l."disbursement_date" IS NOT NULL AND l."status" IN ('disbursed', 'active', 'overdue', 'paid');--> statement-breakpoint
-- Positions of those loans, from their ledger receivables.
INSERT INTO "loan_positions" ("loan_id", "product_id", "principal", "interest", "fees", "penalties", "oldest_unpaid_due_date", "updated_at")
SELECT l."id", l."product_id",
  coalesce(sum(jl."debit" - jl."credit") FILTER (WHERE jl."account" = 'loan_principal'), 0),
  coalesce(sum(jl."debit" - jl."credit") FILTER (WHERE jl."account" = 'loan_interest'), 0),
  coalesce(sum(jl."debit" - jl."credit") FILTER (WHERE jl."account" = 'loan_fee'), 0),
  coalesce(sum(jl."debit" - jl."credit") FILTER (WHERE jl."account" = 'loan_penalty'), 0),
  (SELECT min(i."due_date") FROM "loan_instalments" i WHERE i."loan_id" = l."id" AND i."number" IN (
    SELECT j."instalment" FROM "journal_lines" j
    WHERE j."loan_id" = l."id" AND j."account" IN ('loan_principal', 'loan_interest', 'loan_fee', 'loan_penalty')
    GROUP BY j."instalment" HAVING sum(j."debit" - j."credit") > 0)),
  now()
FROM "loan_applications" l
JOIN "journal_lines" jl ON jl."loan_id" = l."id" AND jl."account" IN ('loan_principal', 'loan_interest', 'loan_fee', 'loan_penalty')
GROUP BY l."id", l."product_id";
