ALTER TABLE "assignments" ADD COLUMN "calls_window_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "calls_in_window" integer DEFAULT 0 NOT NULL;