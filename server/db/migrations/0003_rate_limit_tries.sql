CREATE TABLE "rate_limit_tries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"limit_name" text NOT NULL,
	"key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_tries_key_idx" ON "rate_limit_tries" USING btree ("limit_name","key","expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_tries_expires_idx" ON "rate_limit_tries" USING btree ("expires_at");