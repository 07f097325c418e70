ALTER TABLE "shipments" ADD COLUMN "temperature_f" double precision;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "temperature_mode" text;--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "appointment_date" date;--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "window_start" text;--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "window_end" text;