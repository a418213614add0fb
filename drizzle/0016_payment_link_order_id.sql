ALTER TABLE "payment_links" ADD COLUMN "razorpay_order_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_order_key" ON "payment_links" USING btree ("razorpay_order_id");