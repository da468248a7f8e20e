CREATE TYPE "public"."payment_rule" AS ENUM('online_full', 'deposit', 'venue');--> statement-breakpoint
CREATE TYPE "public"."checkout_status" AS ENUM('open', 'paid', 'expired');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('requested', 'pending', 'requires_action', 'succeeded', 'failed', 'canceled');--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'awaiting_payment';--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'expired';--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"checkout_session_id" text,
	"checkout_url" text,
	"abandon_token_hash" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" "checkout_status" DEFAULT 'open' NOT NULL,
	"payment_intent_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"conversion_reported_at" timestamp with time zone,
	CONSTRAINT "booking_payments_amount_check" CHECK ("booking_payments"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"place_id" uuid,
	"amount_pence" integer NOT NULL,
	"reason" text NOT NULL,
	"stripe_refund_id" text,
	"status" "refund_status" DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_pence" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_places" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_places" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "payment_rule" "payment_rule" DEFAULT 'venue' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "deposit_pence" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_rule" "payment_rule" DEFAULT 'venue' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "online_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_booking_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."booking_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_place_id_booking_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."booking_places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_session_key" ON "booking_payments" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_abandon_key" ON "booking_payments" USING btree ("abandon_token_hash");--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_stripe_key" ON "payment_refunds" USING btree ("stripe_refund_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_open_idx" ON "payment_refunds" USING btree ("updated_at") WHERE "payment_refunds"."status" in ('requested', 'pending');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_balance_recorded_by_staff_id_fk" FOREIGN KEY ("balance_recorded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_deposit_check" CHECK (("booking_services"."payment_rule" <> 'deposit') = ("booking_services"."deposit_pence" is null) and ("booking_services"."deposit_pence" is null or "booking_services"."deposit_pence" between 1 and "booking_services"."price_pence"));--> statement-breakpoint
-- How the academy's own programmes are paid once it takes payments online (staff change it per service):
-- camp days and squad sessions in full, group lessons by a £10 deposit, junior 1:1 lessons in full, adult
-- coaching at the venue. With payments off everything is paid at the venue whatever is set here.
UPDATE "booking_services" SET "payment_rule" = 'online_full' WHERE "slug" IN ('half-term-camp', 'development-squad', 'junior-private-lesson');--> statement-breakpoint
UPDATE "booking_services" SET "payment_rule" = 'deposit', "deposit_pence" = LEAST(1000, "price_pence") WHERE "slug" = 'junior-group-lesson';
