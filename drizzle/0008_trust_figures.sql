ALTER TABLE "site_settings" ADD COLUMN "students_trained" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "placement_rate" integer DEFAULT 95 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "founded_year" integer DEFAULT 2021 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "rating" double precision DEFAULT 4.8 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "review_count" integer DEFAULT 125 NOT NULL;