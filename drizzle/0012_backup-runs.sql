CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"scheduled_day" date,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"filename" text,
	"size_bytes" bigint,
	"counts" jsonb,
	"encrypted" boolean DEFAULT false NOT NULL,
	"stored_local" boolean DEFAULT false NOT NULL,
	"s3_key" text,
	"error" text,
	"verified" text,
	"pruned_at" timestamp with time zone,
	CONSTRAINT "backup_runs_scheduled_day_unique" UNIQUE("scheduled_day"),
	CONSTRAINT "backup_runs_kind_check" CHECK ("backup_runs"."kind" in ('scheduled', 'manual')),
	CONSTRAINT "backup_runs_status_check" CHECK ("backup_runs"."status" in ('running', 'ok', 'failed')),
	CONSTRAINT "backup_runs_verified_check" CHECK ("backup_runs"."verified" is null or "backup_runs"."verified" in ('ok', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at");