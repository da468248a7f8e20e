ALTER TABLE "download_purchases" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "download_purchases" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "download_purchases" ADD COLUMN "refund_status" "refund_status";--> statement-breakpoint
CREATE UNIQUE INDEX "download_purchases_refund_key" ON "download_purchases" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "download_purchases_payment_intent_idx" ON "download_purchases" USING btree ("payment_intent_id");