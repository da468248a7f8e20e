CREATE TYPE "public"."evidence_kind" AS ENUM('photo', 'video');--> statement-breakpoint
CREATE TABLE "badge_totals" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"gold" integer DEFAULT 0 NOT NULL,
	"silver" integer DEFAULT 0 NOT NULL,
	"bronze" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "break_par_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"total_score" smallint NOT NULL,
	"target_score" smallint NOT NULL,
	"par" smallint NOT NULL,
	"passed" boolean NOT NULL,
	"medal" "medal_tier",
	"holes" jsonb NOT NULL,
	"notes" text,
	"coach_verified" boolean DEFAULT false NOT NULL,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "break_par_attempts_level_check" CHECK ("break_par_attempts"."level" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "challenge_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"attempt_id" uuid,
	"hole" smallint,
	"kind" "evidence_kind" NOT NULL,
	"file_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"filename" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chipping_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"test_id" text NOT NULL,
	"shots" smallint[] NOT NULL,
	"total_score" smallint NOT NULL,
	"medal" "medal_tier",
	"handicap_level" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ladder_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"ladder_id" text NOT NULL,
	"restarts" integer NOT NULL,
	"tier" "medal_tier" NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_totals" ADD CONSTRAINT "badge_totals_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "break_par_attempts" ADD CONSTRAINT "break_par_attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "break_par_attempts" ADD CONSTRAINT "break_par_attempts_verified_by_staff_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_evidence" ADD CONSTRAINT "challenge_evidence_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_evidence" ADD CONSTRAINT "challenge_evidence_attempt_id_break_par_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."break_par_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chipping_results" ADD CONSTRAINT "chipping_results_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_completions" ADD CONSTRAINT "ladder_completions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badge_totals_rank_idx" ON "badge_totals" USING btree ("total" DESC NULLS LAST,"gold" DESC NULLS LAST,"silver" DESC NULLS LAST,"bronze" DESC NULLS LAST,"student_id");--> statement-breakpoint
CREATE INDEX "break_par_attempts_student_idx" ON "break_par_attempts" USING btree ("student_id","completed_at");--> statement-breakpoint
CREATE INDEX "challenge_evidence_attempt_idx" ON "challenge_evidence" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "challenge_evidence_student_idx" ON "challenge_evidence" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "chipping_results_student_idx" ON "chipping_results" USING btree ("student_id","completed_at");--> statement-breakpoint
CREATE INDEX "ladder_completions_student_idx" ON "ladder_completions" USING btree ("student_id","completed_at");--> statement-breakpoint
-- Badges earned before the counts were kept: count them once.
INSERT INTO "badge_totals" ("student_id", "gold", "silver", "bronze", "total")
SELECT "student_id",
  count(*) FILTER (WHERE "tier" = 'gold')::int,
  count(*) FILTER (WHERE "tier" = 'silver')::int,
  count(*) FILTER (WHERE "tier" = 'bronze')::int,
  count(*)::int
FROM "badges" GROUP BY "student_id";
