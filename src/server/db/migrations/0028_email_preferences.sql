CREATE TYPE "public"."message_emails" AS ENUM('instant', 'daily', 'off');--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"reader" text PRIMARY KEY NOT NULL,
	"staff_id" uuid,
	"student_id" uuid,
	"guardian_id" uuid,
	"student_messages" "message_emails" DEFAULT 'instant' NOT NULL,
	"coach_feedback" boolean DEFAULT true NOT NULL,
	"purchase_requests" boolean DEFAULT true NOT NULL,
	"last_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_preferences_owner_check" CHECK (num_nonnulls("email_preferences"."staff_id", "email_preferences"."student_id", "email_preferences"."guardian_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "unsubscribe_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"reader" text NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_preferences_staff_idx" ON "email_preferences" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "email_preferences_student_idx" ON "email_preferences" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "email_preferences_guardian_idx" ON "email_preferences" USING btree ("guardian_id");--> statement-breakpoint
CREATE INDEX "unsubscribe_links_reader_idx" ON "unsubscribe_links" USING btree ("reader");--> statement-breakpoint
CREATE INDEX "unsubscribe_links_created_idx" ON "unsubscribe_links" USING btree ("created_at");