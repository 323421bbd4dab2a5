CREATE TABLE "loan_status_counts" (
	"status" "loan_status" PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "loan_applications_status_date_idx";--> statement-breakpoint
CREATE INDEX "loan_applications_date_idx" ON "loan_applications" USING btree ("application_date","id");--> statement-breakpoint
CREATE INDEX "loan_applications_amount_idx" ON "loan_applications" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "loan_applications_status_amount_idx" ON "loan_applications" USING btree ("status","amount","id");--> statement-breakpoint
CREATE INDEX "loan_applications_id_prefix_idx" ON "loan_applications" USING btree (("id"::text) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_phone_prefix_idx" ON "users" USING btree ("phone_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_nrc_prefix_idx" ON "users" USING btree ("nrc_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_prefix_idx" ON "users" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_prefix_idx" ON "users" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_prefix_idx" ON "users" USING btree (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "loan_applications_status_date_idx" ON "loan_applications" USING btree ("status","application_date","id");--> statement-breakpoint
-- Hand-written from here: the trigger that keeps loan_status_counts exact (drizzle-kit does not model
-- triggers). Statement-level with transition tables, so a bulk insert or update costs one upsert per
-- status rather than one per row; an update that does not change any status touches no counter.
-- Counters are always changed in status order, so two transactions cannot deadlock on them.
CREATE FUNCTION "loan_status_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "loan_status_counts" AS c ("status", "count")
  SELECT "status", count(*) FROM new_rows GROUP BY "status" ORDER BY "status"
  ON CONFLICT ("status") DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "loan_status_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "loan_status_counts" AS c ("status", "count")
  SELECT d."status", sum(d."delta") FROM (
    SELECT "status", 1 AS "delta" FROM new_rows
    UNION ALL
    SELECT "status", -1 AS "delta" FROM old_rows
  ) AS d
  GROUP BY d."status" HAVING sum(d."delta") <> 0 ORDER BY d."status"
  ON CONFLICT ("status") DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "loan_status_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "loan_status_counts" AS c ("status", "count")
  SELECT "status", -count(*) FROM old_rows GROUP BY "status" ORDER BY "status"
  ON CONFLICT ("status") DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "loan_status_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "loan_status_counts" SET "count" = 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "loan_status_counts_insert" AFTER INSERT ON "loan_applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "loan_status_counts_after_insert"();--> statement-breakpoint
CREATE TRIGGER "loan_status_counts_update" AFTER UPDATE ON "loan_applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "loan_status_counts_after_update"();--> statement-breakpoint
CREATE TRIGGER "loan_status_counts_delete" AFTER DELETE ON "loan_applications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "loan_status_counts_after_delete"();--> statement-breakpoint
CREATE TRIGGER "loan_status_counts_truncate" AFTER TRUNCATE ON "loan_applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "loan_status_counts_after_truncate"();--> statement-breakpoint
-- Seeded after the triggers exist: creating them locks loan_applications against writes until this
-- migration commits, so no loan can slip between the count and the trigger. Every status gets a row.
INSERT INTO "loan_status_counts" ("status", "count")
SELECT s."status", count(l."id")
FROM unnest(enum_range(NULL::"loan_status")) AS s("status")
LEFT JOIN "loan_applications" AS l ON l."status" = s."status"
GROUP BY s."status";
