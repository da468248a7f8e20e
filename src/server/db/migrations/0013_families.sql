CREATE TYPE "public"."family_invitation_kind" AS ENUM('second_guardian', 'junior_login', 'guardian_of_junior', 'adult_takeover');--> statement-breakpoint
ALTER TYPE "public"."account_type" ADD VALUE 'guardian';--> statement-breakpoint
CREATE TABLE "guardians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"work_phone" text,
	"adult_declared_at" timestamp with time zone NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" "family_invitation_kind" NOT NULL,
	"student_id" uuid NOT NULL,
	"invited_by_guardian_id" uuid,
	"email" text NOT NULL,
	"relationship" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "family_invitations_expiry_check" CHECK ("family_invitations"."expires_at" > "family_invitations"."created_at")
);
--> statement-breakpoint
CREATE TABLE "guardian_links" (
	"guardian_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"relationship" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_owner_check";--> statement-breakpoint
DROP INDEX "students_email_key";--> statement-breakpoint
ALTER TABLE "email_confirmation_tokens" ALTER COLUMN "student_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "username" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_confirmation_tokens" ADD COLUMN "guardian_id" uuid;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "guardian_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "guardian_id" uuid;--> statement-breakpoint
ALTER TABLE "coach_messages" ADD COLUMN "sent_by_guardian_id" uuid;--> statement-breakpoint
ALTER TABLE "drill_assignments" ADD COLUMN "completed_by_guardian_id" uuid;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_invited_by_guardian_id_guardians_id_fk" FOREIGN KEY ("invited_by_guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardians_email_key" ON "guardians" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "family_invitations_token_hash_key" ON "family_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "family_invitations_student_idx" ON "family_invitations" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_links_pair_key" ON "guardian_links" USING btree ("guardian_id","student_id");--> statement-breakpoint
CREATE INDEX "guardian_links_student_idx" ON "guardian_links" USING btree ("student_id","created_at");--> statement-breakpoint
ALTER TABLE "email_confirmation_tokens" ADD CONSTRAINT "email_confirmation_tokens_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_messages" ADD CONSTRAINT "coach_messages_sent_by_guardian_id_guardians_id_fk" FOREIGN KEY ("sent_by_guardian_id") REFERENCES "public"."guardians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_assignments" ADD CONSTRAINT "drill_assignments_completed_by_guardian_id_guardians_id_fk" FOREIGN KEY ("completed_by_guardian_id") REFERENCES "public"."guardians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_confirmation_tokens_guardian_id_idx" ON "email_confirmation_tokens" USING btree ("guardian_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_guardian_id_idx" ON "password_reset_tokens" USING btree ("guardian_id");--> statement-breakpoint
CREATE INDEX "sessions_guardian_id_idx" ON "sessions" USING btree ("guardian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_email_key" ON "students" USING btree ("email") WHERE "students"."password_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "email_confirmation_tokens" ADD CONSTRAINT "email_confirmation_tokens_owner_check" CHECK (num_nonnulls("email_confirmation_tokens"."student_id", "email_confirmation_tokens"."guardian_id") = 1);--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_owner_check" CHECK (num_nonnulls("sessions"."student_id", "sessions"."staff_id", "sessions"."guardian_id") = 1 AND CASE "sessions"."account_type" WHEN 'student' THEN "sessions"."student_id" IS NOT NULL WHEN 'staff' THEN "sessions"."staff_id" IS NOT NULL ELSE "sessions"."guardian_id" IS NOT NULL END);--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_login_check" CHECK (("students"."username" IS NULL) = ("students"."password_hash" IS NULL));