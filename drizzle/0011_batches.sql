CREATE TABLE "attendance" (
	"student_id" uuid NOT NULL,
	"day" date NOT NULL,
	"batch_id" uuid NOT NULL,
	"mark" text NOT NULL,
	"marked_by" text,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_student_id_day_pk" PRIMARY KEY("student_id","day"),
	CONSTRAINT "attendance_mark_check" CHECK ("attendance"."mark" in ('present', 'absent', 'late'))
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"code" text NOT NULL,
	"branch" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" smallint[] NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"trainer_user_id" text,
	"capacity" integer NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "batches_status_check" CHECK ("batches"."status" in ('planned', 'open', 'running', 'completed', 'cancelled')),
	CONSTRAINT "batches_dates_check" CHECK ("batches"."end_date" >= "batches"."start_date"),
	CONSTRAINT "batches_times_check" CHECK ("batches"."end_time" > "batches"."start_time"),
	CONSTRAINT "batches_capacity_check" CHECK ("batches"."capacity" >= 1),
	CONSTRAINT "batches_days_check" CHECK (cardinality("batches"."days") between 1 and 7 and "batches"."days" <@ array[0,1,2,3,4,5,6]::smallint[])
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_given" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practical_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"title_hi" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"type" text NOT NULL,
	"details" jsonb,
	"actor_id" text,
	"once_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_number" text NOT NULL,
	"lead_id" uuid,
	"batch_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"guardian_name" text,
	"guardian_phone" text,
	"address" text,
	"admitted_on" date NOT NULL,
	"status" text DEFAULT 'studying' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "students_status_check" CHECK ("students"."status" in ('studying', 'completed', 'dropped_out')),
	CONSTRAINT "students_phone_check" CHECK ("students"."phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "students_guardian_phone_check" CHECK ("students"."guardian_phone" is null or "students"."guardian_phone" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "task_signoffs" (
	"student_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"signed_on" date NOT NULL,
	"signed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_signoffs_student_id_task_id_pk" PRIMARY KEY("student_id","task_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_role_check";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "student_id" uuid;--> statement-breakpoint
ALTER TABLE "course_inquiries" ADD COLUMN "preferred_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "student_number_prefix" text DEFAULT 'STU' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "branches" jsonb DEFAULT '["Main Campus", "Practical Lab & Hostel"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "absence_alert_after" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "certificate_min_attendance" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_course_id_supertech_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."supertech_courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_trainer_user_id_user_id_fk" FOREIGN KEY ("trainer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_tasks" ADD CONSTRAINT "practical_tasks_course_id_supertech_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."supertech_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_events" ADD CONSTRAINT "student_events_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_signoffs" ADD CONSTRAINT "task_signoffs_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_signoffs" ADD CONSTRAINT "task_signoffs_task_id_practical_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."practical_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_batch_day_idx" ON "attendance" USING btree ("batch_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_code_key" ON "batches" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "batches_course_start_idx" ON "batches" USING btree ("course_id","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "batches_trainer_idx" ON "batches" USING btree ("trainer_user_id");--> statement-breakpoint
CREATE INDEX "batches_status_start_idx" ON "batches" USING btree ("status","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "practical_tasks_course_idx" ON "practical_tasks" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "student_events_student_idx" ON "student_events" USING btree ("student_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "student_events_once_key" ON "student_events" USING btree ("once_key");--> statement-breakpoint
CREATE UNIQUE INDEX "students_number_key" ON "students" USING btree ("student_number");--> statement-breakpoint
CREATE UNIQUE INDEX "students_lead_key" ON "students" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "students_batch_name_idx" ON "students" USING btree ("batch_id","full_name");--> statement-breakpoint
CREATE INDEX "students_created_idx" ON "students" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "students_phone_idx" ON "students" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "students_guardian_phone_idx" ON "students" USING btree ("guardian_phone");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_inquiries" ADD CONSTRAINT "course_inquiries_preferred_batch_id_batches_id_fk" FOREIGN KEY ("preferred_batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('user', 'trainer', 'admin', 'super_admin'));