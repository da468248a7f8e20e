CREATE TYPE "public"."challenge_type" AS ENUM('break_par', 'putting', 'chipping');--> statement-breakpoint
CREATE TYPE "public"."content_difficulty" AS ENUM('beginner', 'intermediate', 'advanced');--> statement-breakpoint
CREATE TYPE "public"."download_type" AS ENUM('pdf', 'video', 'audio');--> statement-breakpoint
CREATE TYPE "public"."drill_assignment_status" AS ENUM('assigned', 'in_progress', 'completed', 'reviewed');--> statement-breakpoint
CREATE TYPE "public"."medal_tier" AS ENUM('bronze', 'silver', 'gold');--> statement-breakpoint
CREATE TYPE "public"."message_status" AS ENUM('pending', 'answered', 'closed');--> statement-breakpoint
CREATE TYPE "public"."message_type" AS ENUM('question', 'feedback', 'monthly_review');--> statement-breakpoint
CREATE TYPE "public"."module_assignment_status" AS ENUM('assigned', 'in_progress', 'completed', 'unassigned');--> statement-breakpoint
CREATE TYPE "public"."purchase_status" AS ENUM('requested', 'granted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."video_category" AS ENUM('fundamentals', 'swing_fixes', 'performance', 'player_spotlights');--> statement-breakpoint
CREATE TABLE "badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"challenge_type" "challenge_type" NOT NULL,
	"challenge_id" text NOT NULL,
	"badge_name" text NOT NULL,
	"badge_colour" text NOT NULL,
	"badge_emoji" text NOT NULL,
	"tier" "medal_tier" NOT NULL,
	"earning_attempt_id" uuid,
	"earning_score" integer,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"coach_id" uuid,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"type" "message_type" DEFAULT 'question' NOT NULL,
	"status" "message_status" DEFAULT 'pending' NOT NULL,
	"video_key" text,
	"video_mime" text,
	"video_size" integer,
	"video_filename" text,
	"image_key" text,
	"image_mime" text,
	"image_size" integer,
	"image_filename" text,
	"coach_response" text,
	"coach_video_key" text,
	"coach_video_mime" text,
	"coach_video_size" integer,
	"coach_video_filename" text,
	"answered_at" timestamp with time zone,
	"read_by_student" boolean DEFAULT false NOT NULL,
	"read_by_coach_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" "download_type" NOT NULL,
	"category" text NOT NULL,
	"required_tier" "membership_tier" DEFAULT 'free' NOT NULL,
	"price_pence" integer DEFAULT 0 NOT NULL,
	"original_price_pence" integer,
	"author" text NOT NULL,
	"file_key" text,
	"file_mime" text,
	"file_size" integer,
	"file_filename" text,
	"duration_minutes" integer,
	"pages" integer,
	"rating" numeric(2, 1),
	"reviews" integer DEFAULT 0 NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"publish_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_items_price_check" CHECK ("download_items"."price_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "download_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"status" "purchase_status" DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
CREATE TABLE "drill_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"drill_id" text NOT NULL,
	"coach_id" uuid,
	"status" "drill_assignment_status" DEFAULT 'assigned' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"student_score" text,
	"student_notes" text,
	"submission_type" text DEFAULT 'score' NOT NULL,
	"coach_rating" integer,
	"coach_comments" text,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "drill_assignments_rating_check" CHECK ("drill_assignments"."coach_rating" is null or "drill_assignments"."coach_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "exercise_progress" (
	"assignment_id" uuid NOT NULL,
	"exercise_id" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"coach_notes" text,
	"video_key" text,
	"video_mime" text,
	"video_size" integer,
	"video_filename" text,
	"video_uploaded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_progress_assignment_id_exercise_id_pk" PRIMARY KEY("assignment_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "learning_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" "video_category" NOT NULL,
	"difficulty" "content_difficulty" NOT NULL,
	"duration_minutes" integer NOT NULL,
	"youtube_id" text,
	"file_key" text,
	"file_mime" text,
	"file_size" integer,
	"file_filename" text,
	"thumbnail_url" text,
	"required_tier" "membership_tier" DEFAULT 'free' NOT NULL,
	"instructor" text NOT NULL,
	"lessons" integer DEFAULT 1 NOT NULL,
	"rating" numeric(2, 1),
	"published_date" date NOT NULL,
	"display_order" integer DEFAULT 100 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"lesson_id" integer NOT NULL,
	"coach_id" uuid,
	"status" "module_assignment_status" DEFAULT 'assigned' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	CONSTRAINT "module_assignments_lesson_check" CHECK ("module_assignments"."lesson_id" between 1 and 18)
);
--> statement-breakpoint
CREATE TABLE "video_progress" (
	"student_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_student_id_video_id_pk" PRIMARY KEY("student_id","video_id"),
	CONSTRAINT "video_progress_range_check" CHECK ("video_progress"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_messages" ADD CONSTRAINT "coach_messages_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_messages" ADD CONSTRAINT "coach_messages_coach_id_staff_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_purchases" ADD CONSTRAINT "download_purchases_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_purchases" ADD CONSTRAINT "download_purchases_item_id_download_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."download_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_purchases" ADD CONSTRAINT "download_purchases_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_assignments" ADD CONSTRAINT "drill_assignments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_assignments" ADD CONSTRAINT "drill_assignments_coach_id_staff_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_progress" ADD CONSTRAINT "exercise_progress_assignment_id_module_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."module_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_assignments" ADD CONSTRAINT "module_assignments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_assignments" ADD CONSTRAINT "module_assignments_coach_id_staff_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_video_id_learning_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."learning_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badges_student_challenge_key" ON "badges" USING btree ("student_id","challenge_type","challenge_id");--> statement-breakpoint
CREATE INDEX "badges_tier_idx" ON "badges" USING btree ("tier");--> statement-breakpoint
CREATE INDEX "coach_messages_student_idx" ON "coach_messages" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "coach_messages_coach_idx" ON "coach_messages" USING btree ("coach_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "download_purchases_student_item_key" ON "download_purchases" USING btree ("student_id","item_id");--> statement-breakpoint
CREATE INDEX "download_purchases_item_idx" ON "download_purchases" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "drill_assignments_student_idx" ON "drill_assignments" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "drill_assignments_coach_idx" ON "drill_assignments" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "learning_videos_order_idx" ON "learning_videos" USING btree ("active","display_order");--> statement-breakpoint
CREATE INDEX "module_assignments_student_idx" ON "module_assignments" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "module_assignments_coach_idx" ON "module_assignments" USING btree ("coach_id");--> statement-breakpoint
CREATE UNIQUE INDEX "module_assignments_active_key" ON "module_assignments" USING btree ("student_id","lesson_id") WHERE "module_assignments"."status" <> 'unassigned';--> statement-breakpoint
CREATE INDEX "video_progress_video_idx" ON "video_progress" USING btree ("video_id");