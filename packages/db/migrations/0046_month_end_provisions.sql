CREATE TABLE "month_end_provisions" (
	"month" text NOT NULL,
	"bucket" smallint NOT NULL,
	"days_from" integer NOT NULL,
	"days_to" integer,
	"loans" integer NOT NULL,
	"exposure" bigint NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"provision" bigint NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	CONSTRAINT "month_end_provisions_month_bucket_pk" PRIMARY KEY("month","bucket"),
	CONSTRAINT "month_end_provisions_month_shape" CHECK ("month_end_provisions"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "month_end_provisions_rate" CHECK ("month_end_provisions"."rate_basis_points" between 0 and 10000)
);
