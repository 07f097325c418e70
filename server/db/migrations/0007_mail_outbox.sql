-- E-mails owed, each written in the transaction that owes it. Nothing is filled in for what was
-- done before this migration: a payment recorded earlier had its receipt sent then (or lost), and
-- no earlier paid shipment is sent a receipt now.
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"shipment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_kind_shipment_idx" ON "mail_outbox" USING btree ("kind","shipment_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_owed_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."sent_at" is null;