DROP INDEX "course_inquiries_created_idx";--> statement-breakpoint
DROP INDEX "course_inquiries_status_created_idx";--> statement-breakpoint
CREATE INDEX "course_inquiries_search_idx" ON "course_inquiries" USING gin (to_tsvector('simple'::regconfig, full_name || ' ' || email || ' ' || phone || ' ' || right(regexp_replace(phone, '[^0-9]', '', 'g'), 10)));--> statement-breakpoint
CREATE INDEX "course_inquiries_created_idx" ON "course_inquiries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_inquiries_status_created_idx" ON "course_inquiries" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);