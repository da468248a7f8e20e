CREATE TYPE "public"."attendance" AS ENUM('attended', 'no_show');--> statement-breakpoint
ALTER TABLE "booking_places" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_places" ADD COLUMN "attendance" "attendance";--> statement-breakpoint
ALTER TABLE "booking_places" ADD COLUMN "attendance_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_places" ADD COLUMN "attendance_marked_by" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "created_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_places" ADD CONSTRAINT "booking_places_attendance_marked_by_staff_id_fk" FOREIGN KEY ("attendance_marked_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_staff_id_staff_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;