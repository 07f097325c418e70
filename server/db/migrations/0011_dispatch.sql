-- Moving a load after payment: Loadline's dispatchers and their sessions, carriers and their
-- registry checks, assignments with the driver link, the load's events and positions, the proof of
-- delivery, and how far each shipment has gone. The events, like the activity, are never rewritten.
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"driver_name" text NOT NULL,
	"driver_phone" text NOT NULL,
	"truck_number" text NOT NULL,
	"trailer_number" text NOT NULL,
	"token_hash" text NOT NULL,
	"assigned_by" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"last_position_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"usdot_number" text NOT NULL,
	"mc_number" text,
	"scac" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"equipment" text[] NOT NULL,
	"insurance_expires_on" date NOT NULL,
	"check_outcome" text,
	"check_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"check_source" text,
	"checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_m" double precision,
	"city_id" integer,
	"source" text NOT NULL,
	"entered_by" integer
);
--> statement-breakpoint
CREATE TABLE "proofs_of_delivery" (
	"shipment_id" integer PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"signature_png" "bytea" NOT NULL,
	"photo" "bytea",
	"photo_type" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"code" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"client_id" text,
	"city_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_m" double precision,
	"note" text,
	"source" text NOT NULL,
	"entered_by" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "progress" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_assigned_by_operators_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_tokens" ADD CONSTRAINT "operator_tokens_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_entered_by_operators_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD CONSTRAINT "proofs_of_delivery_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD CONSTRAINT "proofs_of_delivery_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_entered_by_operators_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_token_idx" ON "assignments" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_live_idx" ON "assignments" USING btree ("shipment_id") WHERE "assignments"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_usdot_idx" ON "carriers" USING btree ("usdot_number");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_tokens_hash_idx" ON "operator_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_idx" ON "operators" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "positions_assignment_at_idx" ON "positions" USING btree ("assignment_id","at");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_client_idx" ON "shipment_events" USING btree ("shipment_id","client_id") WHERE "shipment_events"."client_id" is not null;--> statement-breakpoint
CREATE FUNCTION refuse_event_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a load''s events are never changed or deleted';
END
$$;
--> statement-breakpoint
CREATE TRIGGER shipment_events_are_append_only BEFORE UPDATE OR DELETE ON shipment_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_event_rewrite();
