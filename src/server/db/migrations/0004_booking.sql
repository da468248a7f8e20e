CREATE TYPE "public"."booking_service_kind" AS ENUM('lesson', 'session');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('confirmed', 'cancelled');--> statement-breakpoint
CREATE TABLE "booking_coaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 720 NOT NULL,
	"buffer_minutes" integer DEFAULT 10 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_coaches_notice_check" CHECK ("booking_coaches"."minimum_notice_minutes" >= 0),
	CONSTRAINT "booking_coaches_buffer_check" CHECK ("booking_coaches"."buffer_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"service_id" integer NOT NULL,
	"coach_id" integer,
	"session_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "booking_status" DEFAULT 'confirmed' NOT NULL,
	"reminder_due_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_service_coaches" (
	"service_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	CONSTRAINT "booking_service_coaches_service_id_coach_id_pk" PRIMARY KEY("service_id","coach_id")
);
--> statement-breakpoint
CREATE TABLE "booking_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"duration_minutes" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"capacity" integer NOT NULL,
	"location" text,
	"kind" "booking_service_kind" NOT NULL,
	"slot_step_minutes" integer DEFAULT 30 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_services_duration_check" CHECK ("booking_services"."duration_minutes" between 5 and 720),
	CONSTRAINT "booking_services_capacity_check" CHECK ("booking_services"."capacity" between 1 and 100),
	CONSTRAINT "booking_services_price_check" CHECK ("booking_services"."price_pence" >= 0),
	CONSTRAINT "booking_services_step_check" CHECK ("booking_services"."slot_step_minutes" between 5 and 240)
);
--> statement-breakpoint
CREATE TABLE "booking_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"coach_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "booking_sessions_range_check" CHECK ("booking_sessions"."starts_at" < "booking_sessions"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"service_id" integer NOT NULL,
	"coach_id" integer,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"client_phone" text,
	"comment" text,
	"total_pence" integer NOT NULL,
	"status" "booking_status" DEFAULT 'confirmed' NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"idempotency_key" text,
	"request_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancelled_by_staff_id" uuid
);
--> statement-breakpoint
CREATE TABLE "coach_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	CONSTRAINT "coach_time_off_range_check" CHECK ("coach_time_off"."starts_at" < "coach_time_off"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "coach_weekly_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"coach_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "coach_weekly_hours_weekday_check" CHECK ("coach_weekly_hours"."weekday" between 0 and 6),
	CONSTRAINT "coach_weekly_hours_range_check" CHECK ("coach_weekly_hours"."start_minute" >= 0 and "coach_weekly_hours"."end_minute" <= 1440 and "coach_weekly_hours"."start_minute" < "coach_weekly_hours"."end_minute")
);
--> statement-breakpoint
ALTER TABLE "booking_coaches" ADD CONSTRAINT "booking_coaches_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_places" ADD CONSTRAINT "booking_places_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_places" ADD CONSTRAINT "booking_places_service_id_booking_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."booking_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_places" ADD CONSTRAINT "booking_places_coach_id_booking_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."booking_coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_places" ADD CONSTRAINT "booking_places_session_id_booking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."booking_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service_coaches" ADD CONSTRAINT "booking_service_coaches_service_id_booking_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."booking_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service_coaches" ADD CONSTRAINT "booking_service_coaches_coach_id_booking_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."booking_coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD CONSTRAINT "booking_sessions_service_id_booking_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."booking_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD CONSTRAINT "booking_sessions_coach_id_booking_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."booking_coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_booking_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."booking_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coach_id_booking_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."booking_coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_staff_id_staff_id_fk" FOREIGN KEY ("cancelled_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_time_off" ADD CONSTRAINT "coach_time_off_coach_id_booking_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."booking_coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_weekly_hours" ADD CONSTRAINT "coach_weekly_hours_coach_id_booking_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."booking_coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_coaches_staff_id_key" ON "booking_coaches" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "booking_places_booking_idx" ON "booking_places" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_places_coach_start_idx" ON "booking_places" USING btree ("coach_id","starts_at");--> statement-breakpoint
CREATE INDEX "booking_places_session_idx" ON "booking_places" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "booking_places_service_start_idx" ON "booking_places" USING btree ("service_id","starts_at");--> statement-breakpoint
CREATE INDEX "booking_places_reminder_idx" ON "booking_places" USING btree ("reminder_due_at") WHERE "booking_places"."reminder_sent_at" is null and "booking_places"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "booking_service_coaches_coach_idx" ON "booking_service_coaches" USING btree ("coach_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_services_slug_key" ON "booking_services" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_sessions_service_start_key" ON "booking_sessions" USING btree ("service_id","starts_at");--> statement-breakpoint
CREATE INDEX "booking_sessions_coach_idx" ON "booking_sessions" USING btree ("coach_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_cancel_token_hash_key" ON "bookings" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_key_key" ON "bookings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_client_email_idx" ON "bookings" USING btree ("client_email");--> statement-breakpoint
CREATE INDEX "bookings_service_idx" ON "bookings" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "coach_time_off_coach_idx" ON "coach_time_off" USING btree ("coach_id","starts_at");--> statement-breakpoint
CREATE INDEX "coach_weekly_hours_coach_idx" ON "coach_weekly_hours" USING btree ("coach_id");