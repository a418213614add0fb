CREATE TABLE "lead_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_id" text,
	"body" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_type_check" CHECK ("lead_events"."type" in ('status', 'note', 'follow_up_set', 'follow_up_done', 'assigned', 'alert_email', 'whatsapp_out', 'whatsapp_in'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"phone_key" text,
	"email" text,
	"course_id" uuid,
	"course_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"assigned_to" text,
	"follow_up_at" timestamp with time zone,
	"first_response_at" timestamp with time zone,
	"seat_course_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('admission', 'demo', 'contact', 'newsletter')),
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('pending', 'contacted', 'demo_scheduled', 'enrolled', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "course_inquiries" DROP CONSTRAINT "course_inquiries_status_check";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "wa_message_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "lead_greeting_en" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "lead_greeting_hi" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "lead_retention_days" integer;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_course_id_supertech_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."supertech_courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_seat_course_id_supertech_courses_id_fk" FOREIGN KEY ("seat_course_id") REFERENCES "public"."supertech_courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_created_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_source_key" ON "leads" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_kind_created_idx" ON "leads" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_course_created_idx" ON "leads" USING btree ("course_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_assignee_created_idx" ON "leads" USING btree ("assigned_to","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_follow_up_idx" ON "leads" USING btree ("follow_up_at") WHERE "leads"."follow_up_at" is not null;--> statement-breakpoint
CREATE INDEX "leads_unanswered_idx" ON "leads" USING btree ("created_at") WHERE "leads"."status" = 'pending' and "leads"."first_response_at" is null;--> statement-breakpoint
CREATE INDEX "leads_phone_key_idx" ON "leads" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin (to_tsvector('simple'::regconfig, name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(phone_key, '')));--> statement-breakpoint
CREATE UNIQUE INDEX "messages_wa_message_id_key" ON "messages" USING btree ("wa_message_id");--> statement-breakpoint
CREATE INDEX "messages_phone_key_idx" ON "messages" USING btree ("phone_key");--> statement-breakpoint
ALTER TABLE "course_inquiries" ADD CONSTRAINT "course_inquiries_status_check" CHECK ("course_inquiries"."status" in ('pending', 'contacted', 'demo_scheduled', 'enrolled', 'rejected'));