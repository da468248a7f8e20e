CREATE TYPE "public"."swing_purpose" AS ENUM('drill', 'exercise', 'round', 'coach');--> statement-breakpoint
CREATE TABLE "resumable_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"guardian_id" uuid,
	"purpose" text NOT NULL,
	"filename" text NOT NULL,
	"declared_size" bigint NOT NULL,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"mime" text,
	"extension" text,
	"part_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"completed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "resumable_uploads_received_check" CHECK ("resumable_uploads"."received_bytes" between 0 and "resumable_uploads"."declared_size")
);
--> statement-breakpoint
CREATE TABLE "swing_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"sent_by_guardian_id" uuid,
	"purpose" "swing_purpose" NOT NULL,
	"target_id" text,
	"for_label" text NOT NULL,
	"note" text,
	"file_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"filename" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"review_comment" text,
	"moments" jsonb,
	CONSTRAINT "swing_videos_note_check" CHECK ("swing_videos"."note" is null or char_length("swing_videos"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "resumable_uploads" ADD CONSTRAINT "resumable_uploads_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumable_uploads" ADD CONSTRAINT "resumable_uploads_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swing_videos" ADD CONSTRAINT "swing_videos_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swing_videos" ADD CONSTRAINT "swing_videos_sent_by_guardian_id_guardians_id_fk" FOREIGN KEY ("sent_by_guardian_id") REFERENCES "public"."guardians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swing_videos" ADD CONSTRAINT "swing_videos_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resumable_uploads_student_idx" ON "resumable_uploads" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "resumable_uploads_expires_idx" ON "resumable_uploads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "swing_videos_student_idx" ON "swing_videos" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "swing_videos_waiting_idx" ON "swing_videos" USING btree ("created_at") WHERE "swing_videos"."reviewed_at" is null;