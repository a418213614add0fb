CREATE SEQUENCE "public"."enquiry_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "course_inquiries" ADD COLUMN "reference" text DEFAULT ('ENQ-' || to_char(now() at time zone 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval('enquiry_reference_seq')::text, 6, '0')) NOT NULL;--> statement-breakpoint
ALTER TABLE "course_inquiries" ADD COLUMN "waitlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_inquiries" ADD COLUMN "updates_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "waitlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "updates_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reference" text DEFAULT ('ENQ-' || to_char(now() at time zone 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval('enquiry_reference_seq')::text, 6, '0')) NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "updates_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "reference" text DEFAULT ('ENQ-' || to_char(now() at time zone 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval('enquiry_reference_seq')::text, 6, '0')) NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "updates_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "updates_consent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "course_inquiries_reference_key" ON "course_inquiries" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_reference_key" ON "leads" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_reference_key" ON "contact_messages" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_requests_reference_key" ON "demo_requests" USING btree ("reference");