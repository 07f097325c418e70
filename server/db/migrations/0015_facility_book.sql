CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"facility_name" text NOT NULL,
	"facility_address" text NOT NULL,
	"zip_code" text NOT NULL,
	"scheduling_preference" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"book_key" text NOT NULL,
	"search_text" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_company_key_idx" ON "facilities" USING btree ("company_id","book_key");--> statement-breakpoint
CREATE INDEX "facilities_company_name_idx" ON "facilities" USING btree ("company_id","facility_name");