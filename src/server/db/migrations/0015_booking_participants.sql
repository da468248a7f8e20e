CREATE TABLE "booking_welfare" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"medical_notes" text NOT NULL,
	"emergency_contact_name" text NOT NULL,
	"emergency_contact_phone" text NOT NULL,
	"delete_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "min_age" smallint;--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "max_age" smallint;--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "asks_welfare" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "participant_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "participant_date_of_birth" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "participant_student_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booked_by_guardian_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_welfare" ADD CONSTRAINT "booking_welfare_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_participant_student_id_students_id_fk" FOREIGN KEY ("participant_student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_guardian_id_guardians_id_fk" FOREIGN KEY ("booked_by_guardian_id") REFERENCES "public"."guardians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_participant_student_idx" ON "bookings" USING btree ("participant_student_id");--> statement-breakpoint
CREATE INDEX "bookings_guardian_idx" ON "bookings" USING btree ("booked_by_guardian_id");--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_age_check" CHECK (("booking_services"."min_age" is null or "booking_services"."min_age" between 0 and 120) and ("booking_services"."max_age" is null or "booking_services"."max_age" between 0 and 120) and ("booking_services"."min_age" is null or "booking_services"."max_age" is null or "booking_services"."min_age" <= "booking_services"."max_age"));--> statement-breakpoint
-- The academy's published age ranges for its own programmes (staff change them later); the camp asks for
-- welfare details. Services staff added themselves are left open.
UPDATE "booking_services" SET "min_age" = 5, "max_age" = 17 WHERE "slug" IN ('junior-group-lesson', 'junior-private-lesson', 'development-squad');--> statement-breakpoint
UPDATE "booking_services" SET "min_age" = 18 WHERE "slug" = 'adult-private-lesson';--> statement-breakpoint
UPDATE "booking_services" SET "min_age" = 8, "max_age" = 17, "asks_welfare" = true WHERE "slug" = 'half-term-camp';
