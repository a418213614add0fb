ALTER TABLE "supertech_courses" ADD COLUMN "syllabus" jsonb;--> statement-breakpoint
ALTER TABLE "supertech_courses" ADD COLUMN "eligibility" text;--> statement-breakpoint
ALTER TABLE "supertech_courses" ADD COLUMN "teaching_language" text;--> statement-breakpoint
ALTER TABLE "supertech_courses" ADD COLUMN "batch_morning" text;--> statement-breakpoint
ALTER TABLE "supertech_courses" ADD COLUMN "batch_evening" text;--> statement-breakpoint
ALTER TABLE "supertech_courses" ADD COLUMN "batch_weekend" text;--> statement-breakpoint
ALTER TABLE "supertech_courses" ADD COLUMN "fee_full_payment" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "supertech_courses" ADD COLUMN "fee_instalments" text;--> statement-breakpoint
ALTER TABLE "supertech_courses" ADD COLUMN "fee_hostel" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "supertech_courses" ADD COLUMN "next_batch_date" date;--> statement-breakpoint
ALTER TABLE "supertech_courses" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "supertech_courses" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "supertech_courses" ADD COLUMN "syllabus_hi" jsonb;--> statement-breakpoint
ALTER TABLE "supertech_courses" ADD CONSTRAINT "supertech_courses_fee_options_check" CHECK (coalesce("supertech_courses"."fee_full_payment", 0) >= 0 and coalesce("supertech_courses"."fee_hostel", 0) >= 0);