CREATE TABLE "signing_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "linehaul_cents" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "fuel_surcharge_cents" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "price_held_until" timestamp with time zone;--> statement-breakpoint
-- A day from booking, as for every booking from now on. No list shows the hold: the companies'
-- records versions, which the lists are kept under, stay as they are.
ALTER TABLE "shipments" DISABLE TRIGGER "shipments_updated_bump_records_version";--> statement-breakpoint
UPDATE "shipments" SET "price_held_until" = "created_at" + interval '24 hours';--> statement-breakpoint
ALTER TABLE "shipments" ENABLE TRIGGER "shipments_updated_bump_records_version";--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "price_held_until" SET NOT NULL;