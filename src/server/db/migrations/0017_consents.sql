CREATE TYPE "public"."consent_method" AS ENUM('portal', 'paper', 'migrated');--> statement-breakpoint
CREATE TYPE "public"."consent_party" AS ENUM('guardian', 'student', 'staff');--> statement-breakpoint
CREATE TYPE "public"."consent_purpose" AS ENUM('coaching_video', 'promotional_photos', 'leaderboard', 'coach_messaging', 'marketing');--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"purpose" "consent_purpose" NOT NULL,
	"party" "consent_party" NOT NULL,
	"guardian_id" uuid,
	"recorded_by_staff_id" uuid,
	"method" "consent_method" NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_recorded_by_staff_id_staff_id_fk" FOREIGN KEY ("recorded_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_student_idx" ON "consents" USING btree ("student_id","purpose");--> statement-breakpoint
-- Today's profile booleans become records before the columns go (decision 0028): photo_video_consent backs
-- promotional_photos and coaching_video, marketing_consent marketing; leaderboard and coach_messaging are given
-- to every existing student so nobody leaves the board or loses messaging on upgrade. A junior's are their
-- guardian's; an adult's and a login holder's their own (a 13-17-year-old with a login needs both).
INSERT INTO "consents" ("student_id", "purpose", "party", "method", "given_at")
SELECT s."id", p."purpose"::"consent_purpose", parties."party"::"consent_party", 'migrated', now()
FROM "students" s
CROSS JOIN (VALUES ('coaching_video'), ('promotional_photos'), ('leaderboard'), ('coach_messaging'), ('marketing')) AS p("purpose")
CROSS JOIN (VALUES ('guardian'), ('student')) AS parties("party")
WHERE (
    p."purpose" IN ('leaderboard', 'coach_messaging')
    OR (p."purpose" IN ('coaching_video', 'promotional_photos') AND s."photo_video_consent")
    OR (p."purpose" = 'marketing' AND s."marketing_consent")
  )
  AND (
    CASE WHEN s."date_of_birth" IS NOT NULL AND s."date_of_birth" <= (current_date - interval '18 years')::date
      THEN parties."party" = 'student'
      ELSE parties."party" = 'guardian' OR (parties."party" = 'student' AND s."password_hash" IS NOT NULL)
    END
  );--> statement-breakpoint
ALTER TABLE "students" DROP COLUMN "photo_video_consent";--> statement-breakpoint
ALTER TABLE "students" DROP COLUMN "marketing_consent";