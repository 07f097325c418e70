-- The stops' dates move onto their shipment as well, for the status counts; they never change.
ALTER TABLE "shipments" ADD COLUMN "pickup_date" date;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "dropoff_date" date;--> statement-breakpoint
UPDATE "shipments" SET
	"pickup_date" = (SELECT "date" FROM "stops" WHERE "stops"."shipment_id" = "shipments"."id" AND "stops"."kind" = 'pickup'),
	"dropoff_date" = (SELECT "date" FROM "stops" WHERE "stops"."shipment_id" = "shipments"."id" AND "stops"."kind" = 'dropoff');--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "pickup_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "dropoff_date" SET NOT NULL;--> statement-breakpoint
-- Filled after the migrations by backfillSearchText: SQL cannot fold text as the app does.
ALTER TABLE "shipments" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "records_version" integer DEFAULT 0 NOT NULL;
