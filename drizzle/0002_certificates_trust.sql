CREATE TABLE "certificate_signing_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "duration" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "signing_key_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "certificate_prefix" text DEFAULT 'STI' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_supertech_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."supertech_courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_lookup_key_idx" ON "certificates" USING btree (upper(regexp_replace("certificate_id", '[^A-Za-z0-9]', '', 'g')));