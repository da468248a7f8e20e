CREATE TYPE "public"."membership_status" AS ENUM('checkout', 'active', 'past_due', 'canceled', 'incomplete');--> statement-breakpoint
CREATE TABLE "credit_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"bought_by_guardian_id" uuid,
	"status" "membership_status" DEFAULT 'checkout' NOT NULL,
	"price_pence" integer NOT NULL,
	"checkout_session_id" text,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"grace_until" timestamp with time zone,
	"squad_time" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	CONSTRAINT "memberships_price_check" CHECK ("memberships"."price_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"stripe_price_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tier_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"tier" "membership_tier" NOT NULL,
	"reason" text NOT NULL,
	"ends_on" date,
	"set_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "kind" text DEFAULT 'coaching' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "tier" "membership_tier";--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "stripe_product_id" text;--> statement-breakpoint
ALTER TABLE "download_purchases" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "download_purchases" ADD COLUMN "amount_pence" integer;--> statement-breakpoint
ALTER TABLE "download_purchases" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "download_purchases" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_uses" ADD CONSTRAINT "credit_uses_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_uses" ADD CONSTRAINT "credit_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_bought_by_guardian_id_guardians_id_fk" FOREIGN KEY ("bought_by_guardian_id") REFERENCES "public"."guardians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_overrides" ADD CONSTRAINT "tier_overrides_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_overrides" ADD CONSTRAINT "tier_overrides_set_by_staff_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_uses_booking_key" ON "credit_uses" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "credit_uses_membership_idx" ON "credit_uses" USING btree ("membership_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_checkout_key" ON "memberships" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_subscription_key" ON "memberships" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_live_key" ON "memberships" USING btree ("student_id") WHERE "memberships"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE INDEX "memberships_student_idx" ON "memberships" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_prices_stripe_key" ON "plan_prices" USING btree ("stripe_price_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_prices_current_key" ON "plan_prices" USING btree ("plan_id") WHERE "plan_prices"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tier_overrides_student_key" ON "tier_overrides" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "download_purchases_checkout_key" ON "download_purchases" USING btree ("checkout_session_id");--> statement-breakpoint
UPDATE "membership_plans" SET "tier" = 'essentials' WHERE "id" = 1;--> statement-breakpoint
UPDATE "membership_plans" SET "tier" = 'performance' WHERE "id" = 2;--> statement-breakpoint
UPDATE "membership_plans" SET "tier" = 'elite' WHERE "id" = 3;--> statement-breakpoint
INSERT INTO "membership_plans" ("id", "name", "first_price_pence", "recurring_price_pence", "session_limit", "duration_type", "description", "kind", "service_id")
SELECT 4, 'Development Squad', 12000, 12000, 4, 'month', 'A fixed weekly place in a Friday squad of four, at 4pm or 5pm.', 'squad', s."id"
FROM "booking_services" s WHERE s."id" = 5
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "tier_overrides" ("student_id", "tier", "reason", "created_at")
SELECT "id", "membership_tier", 'Set by hand before memberships were sold online', now()
FROM "students" WHERE "membership_tier" <> 'free'
ON CONFLICT ("student_id") DO NOTHING;
