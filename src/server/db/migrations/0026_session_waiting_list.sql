CREATE TYPE "public"."session_wait_status" AS ENUM('waiting', 'offered', 'booked', 'lapsed', 'left');--> statement-breakpoint
CREATE TABLE "session_waits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"session_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"participant_name" text NOT NULL,
	"status" "session_wait_status" DEFAULT 'waiting' NOT NULL,
	"join_token_hash" text NOT NULL,
	"offer_token_hash" text,
	"joined_at" timestamp with time zone NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"booking_id" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "session_waits_join_token_hash_unique" UNIQUE("join_token_hash"),
	CONSTRAINT "session_waits_offer_token_hash_unique" UNIQUE("offer_token_hash")
);
--> statement-breakpoint
ALTER TABLE "session_waits" ADD CONSTRAINT "session_waits_session_id_booking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."booking_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_waits" ADD CONSTRAINT "session_waits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_waits_queue_idx" ON "session_waits" USING btree ("session_id","status","seq");--> statement-breakpoint
CREATE INDEX "session_waits_email_idx" ON "session_waits" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "session_waits_live_email_key" ON "session_waits" USING btree ("session_id",lower("email")) WHERE "session_waits"."status" in ('waiting', 'offered');