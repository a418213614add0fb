CREATE TABLE "dues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	"label_hi" text,
	"amount_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"paid_paise" integer DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "dues_kind_check" CHECK ("dues"."kind" in ('registration', 'instalment', 'other')),
	CONSTRAINT "dues_amount_check" CHECK ("dues"."amount_paise" > 0),
	CONSTRAINT "dues_discount_check" CHECK ("dues"."discount_paise" >= 0),
	CONSTRAINT "dues_paid_check" CHECK ("dues"."paid_paise" >= 0 and "dues"."paid_paise" + "dues"."discount_paise" <= "dues"."amount_paise")
);
--> statement-breakpoint
CREATE TABLE "fee_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"due_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"rule" text,
	"given_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_discounts_amount_check" CHECK ("fee_discounts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_plan_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"due_after_days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fee_plan_instalments_amount_check" CHECK ("fee_plan_instalments"."amount_paise" > 0),
	CONSTRAINT "fee_plan_instalments_days_check" CHECK ("fee_plan_instalments"."due_after_days" between -366 and 3660)
);
--> statement-breakpoint
CREATE TABLE "fee_plans" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"registration_paise" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fee_reminders" (
	"student_id" uuid NOT NULL,
	"sent_on" date NOT NULL,
	"kind" text NOT NULL,
	"due_ids" uuid[] NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_reminders_student_id_sent_on_pk" PRIMARY KEY("student_id","sent_on"),
	CONSTRAINT "fee_reminders_kind_check" CHECK ("fee_reminders"."kind" in ('before_due', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "fee_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"online_admission_discount_paise" integer DEFAULT 300000 NOT NULL,
	"discount_limit_paise" integer DEFAULT 500000 NOT NULL,
	"upi_id" text,
	"upi_payee_name" text,
	"gst_registered" boolean DEFAULT false NOT NULL,
	"gstin" text,
	"gst_sac" text DEFAULT '999293' NOT NULL,
	"gst_rate_bp" integer DEFAULT 1800 NOT NULL,
	"gst_inclusive" boolean DEFAULT true NOT NULL,
	"gst_state" text DEFAULT 'Delhi' NOT NULL,
	"gst_state_code" text DEFAULT '07' NOT NULL,
	"reminder_days_before" integer DEFAULT 3 NOT NULL,
	"reminder_every_days" integer DEFAULT 7 NOT NULL,
	"reminder_max_overdue" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "fee_settings_single_row" CHECK ("fee_settings"."id" = 1),
	CONSTRAINT "fee_settings_amounts_check" CHECK ("fee_settings"."online_admission_discount_paise" >= 0 and "fee_settings"."discount_limit_paise" >= 0),
	CONSTRAINT "fee_settings_rate_check" CHECK ("fee_settings"."gst_rate_bp" between 0 and 2800)
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"payment_id" uuid NOT NULL,
	"due_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	CONSTRAINT "payment_allocations_payment_id_due_id_pk" PRIMARY KEY("payment_id","due_id"),
	CONSTRAINT "payment_allocations_amount_check" CHECK ("payment_allocations"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"due_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"razorpay_link_id" text NOT NULL,
	"reference_id" text NOT NULL,
	"short_url" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"expire_by" timestamp with time zone NOT NULL,
	"created_by" text,
	"paid_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_status_check" CHECK ("payment_links"."status" in ('created', 'paid', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"batch_id" uuid,
	"amount_paise" integer NOT NULL,
	"advance_paise" integer DEFAULT 0 NOT NULL,
	"mode" text NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"receipt_number" text NOT NULL,
	"financial_year" text NOT NULL,
	"recorded_by" text,
	"razorpay_payment_id" text,
	"payment_link_id" uuid,
	"refunded_paise" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_mode_check" CHECK ("payments"."mode" in ('cash', 'upi', 'card', 'bank_transfer', 'online')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_advance_check" CHECK ("payments"."advance_paise" >= 0 and "payments"."advance_paise" <= "payments"."amount_paise"),
	CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded_paise" >= 0 and "payments"."refunded_paise" <= "payments"."amount_paise")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"credit_note_number" text NOT NULL,
	"financial_year" text NOT NULL,
	"refunded_on" date NOT NULL,
	"reason" text NOT NULL,
	"cancelled_dues" boolean DEFAULT false NOT NULL,
	"refunded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "dues" ADD CONSTRAINT "dues_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_discounts" ADD CONSTRAINT "fee_discounts_due_id_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."dues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_discounts" ADD CONSTRAINT "fee_discounts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_discounts" ADD CONSTRAINT "fee_discounts_given_by_user_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plan_instalments" ADD CONSTRAINT "fee_plan_instalments_course_id_fee_plans_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."fee_plans"("course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_course_id_supertech_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."supertech_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD CONSTRAINT "fee_reminders_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_due_id_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."dues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_due_id_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."dues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refunded_by_user_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dues_student_idx" ON "dues" USING btree ("student_id","due_date","position");--> statement-breakpoint
CREATE INDEX "dues_open_date_idx" ON "dues" USING btree ("due_date") WHERE "dues"."cancelled_at" is null and "dues"."paid_paise" + "dues"."discount_paise" < "dues"."amount_paise";--> statement-breakpoint
CREATE INDEX "fee_discounts_student_idx" ON "fee_discounts" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_plan_instalments_position_key" ON "fee_plan_instalments" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "gateway_events_received_idx" ON "gateway_events" USING btree ("received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_allocations_due_idx" ON "payment_allocations" USING btree ("due_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_razorpay_key" ON "payment_links" USING btree ("razorpay_link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_reference_key" ON "payment_links" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "payment_links_due_idx" ON "payment_links" USING btree ("due_id");--> statement-breakpoint
CREATE INDEX "payment_links_open_idx" ON "payment_links" USING btree ("created_at") WHERE "payment_links"."status" = 'created';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_key" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("mode",upper("reference")) WHERE "payments"."reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_razorpay_payment_key" ON "payments" USING btree ("razorpay_payment_id") WHERE "payments"."razorpay_payment_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_student_idx" ON "payments" USING btree ("student_id","paid_on");--> statement-breakpoint
CREATE INDEX "payments_paid_on_idx" ON "payments" USING btree ("paid_on" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_recorded_by_idx" ON "payments" USING btree ("recorded_by","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_credit_note_key" ON "refunds" USING btree ("credit_note_number");--> statement-breakpoint
CREATE INDEX "refunds_student_idx" ON "refunds" USING btree ("student_id");--> statement-breakpoint
INSERT INTO "fee_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
