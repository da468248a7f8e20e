CREATE TABLE "voice_overs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"swing_id" uuid,
	"drill_assignment_id" uuid,
	"module_assignment_id" uuid,
	"exercise_id" text,
	"message_id" uuid,
	"staff_id" uuid,
	"file_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"filename" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_overs_one_target_check" CHECK (num_nonnulls("voice_overs"."swing_id", "voice_overs"."drill_assignment_id", "voice_overs"."module_assignment_id", "voice_overs"."message_id") = 1
        and ("voice_overs"."module_assignment_id" is null) = ("voice_overs"."exercise_id" is null))
);
--> statement-breakpoint
ALTER TABLE "voice_overs" ADD CONSTRAINT "voice_overs_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_overs" ADD CONSTRAINT "voice_overs_swing_id_swing_videos_id_fk" FOREIGN KEY ("swing_id") REFERENCES "public"."swing_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_overs" ADD CONSTRAINT "voice_overs_drill_assignment_id_drill_assignments_id_fk" FOREIGN KEY ("drill_assignment_id") REFERENCES "public"."drill_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_overs" ADD CONSTRAINT "voice_overs_message_id_coach_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."coach_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_overs" ADD CONSTRAINT "voice_overs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_overs" ADD CONSTRAINT "voice_overs_module_assignment_fk" FOREIGN KEY ("module_assignment_id") REFERENCES "public"."module_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_overs_student_idx" ON "voice_overs" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_overs_swing_idx" ON "voice_overs" USING btree ("swing_id");--> statement-breakpoint
CREATE INDEX "voice_overs_drill_assignment_idx" ON "voice_overs" USING btree ("drill_assignment_id");--> statement-breakpoint
CREATE INDEX "voice_overs_exercise_idx" ON "voice_overs" USING btree ("module_assignment_id","exercise_id");--> statement-breakpoint
CREATE INDEX "voice_overs_message_idx" ON "voice_overs" USING btree ("message_id");--> statement-breakpoint
-- Every voice-over sent on a swing so far moves here, with its id, file and time: nothing is lost or renamed.
INSERT INTO "voice_overs" ("id", "student_id", "swing_id", "staff_id", "file_key", "mime", "size", "filename", "created_at")
SELECT o."id", v."student_id", o."swing_id", o."staff_id", o."file_key", o."mime", o."size", o."filename", o."created_at"
FROM "swing_voice_overs" o JOIN "swing_videos" v ON v."id" = o."swing_id";--> statement-breakpoint
DROP TABLE "swing_voice_overs";
