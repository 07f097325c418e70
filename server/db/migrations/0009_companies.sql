-- The company owns the work: every account becomes the admin of a company of its own, named as it
-- signed up and holding its shipping needs. The company takes the account's id, so that each
-- record's company is its user's id, and nothing is lost.
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"primary_ships_country" text NOT NULL,
	"company_location_id" integer,
	"modes" text[],
	"average_ftl" text,
	"trailer_types" text[],
	"records_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_company_location_id_regions_id_fk" FOREIGN KEY ("company_location_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "companies" ("id", "name", "primary_ships_country", "company_location_id", "modes", "average_ftl", "trailer_types", "records_version", "created_at")
  SELECT "id", "company_name", "primary_ships_country", "company_location_id", "modes", "average_ftl", "trailer_types", "records_version", "created_at" FROM "users";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('companies', 'id'), GREATEST((SELECT max("id") FROM "companies"), 1), (SELECT count(*) > 0 FROM "companies"));--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "company_id" = "id";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
-- Each record's company, from the user who made it.
ALTER TABLE "shipments" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "shipments" SET "company_id" = "user_id";--> statement-breakpoint
UPDATE "invoices" SET "company_id" = "user_id";--> statement-breakpoint
UPDATE "payment_methods" SET "company_id" = "user_id";--> statement-breakpoint
UPDATE "payments" SET "company_id" = "user_id";--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The lists are the company's: their indexes lead with it, as they led with the user.
DROP INDEX "shipments_user_idx";--> statement-breakpoint
DROP INDEX "shipments_user_id_idx";--> statement-breakpoint
DROP INDEX "shipments_user_pickup_idx";--> statement-breakpoint
DROP INDEX "shipments_user_dropoff_idx";--> statement-breakpoint
DROP INDEX "shipments_user_total_idx";--> statement-breakpoint
DROP INDEX "invoices_user_idx";--> statement-breakpoint
DROP INDEX "invoices_user_id_idx";--> statement-breakpoint
CREATE INDEX "shipments_company_idx" ON "shipments" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_company_id_idx" ON "shipments" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_company_pickup_idx" ON "shipments" USING btree ("company_id","pickup_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_company_dropoff_idx" ON "shipments" USING btree ("company_id","dropoff_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_company_total_idx" ON "shipments" USING btree ("company_id",("base_price_cents" + CASE WHEN "driver_assist" THEN 15000 ELSE 0 END) DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_company_user_idx" ON "shipments" USING btree ("company_id","user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_company_id_idx" ON "invoices" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
-- The records' version is the company's, raised by the same triggers.
CREATE OR REPLACE FUNCTION bump_records_version_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies SET records_version = records_version + 1
  WHERE id IN (SELECT company_id FROM changed_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_records_version_of_stops() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies SET records_version = records_version + 1
  WHERE id IN (
    SELECT shipments.company_id FROM shipments
    WHERE shipments.id IN (SELECT shipment_id FROM changed_rows)
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "primary_ships_country";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company_location_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "modes";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "average_ftl";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "trailer_types";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "records_version";
