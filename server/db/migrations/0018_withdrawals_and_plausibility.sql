CREATE TABLE "milestone_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "implausible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD COLUMN "with_exceptions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD COLUMN "far_from_stop" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_withdrawals" ADD CONSTRAINT "milestone_withdrawals_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_withdrawals" ADD CONSTRAINT "milestone_withdrawals_event_id_shipment_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."shipment_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_withdrawals_event_idx" ON "milestone_withdrawals" USING btree ("event_id");--> statement-breakpoint
CREATE TRIGGER milestone_withdrawals_are_append_only BEFORE UPDATE OR DELETE ON milestone_withdrawals
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_event_rewrite();
--> statement-breakpoint
UPDATE "proofs_of_delivery" SET "with_exceptions" = true WHERE btrim(coalesce("notes", '')) <> '';
