CREATE TABLE "email_confirmation_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"student_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "email_confirmation_tokens" ADD CONSTRAINT "email_confirmation_tokens_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_confirmation_tokens_token_hash_key" ON "email_confirmation_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_confirmation_tokens_student_id_idx" ON "email_confirmation_tokens" USING btree ("student_id");--> statement-breakpoint
-- Accounts that exist before this change were made by staff, the demo seed or registrations that have
-- used the portal for a while: they are treated as confirmed rather than locked out of messaging overnight.
UPDATE "students" SET "email_confirmed_at" = "created_at" WHERE "email_confirmed_at" IS NULL;--> statement-breakpoint
UPDATE "staff" SET "email_confirmed_at" = "created_at" WHERE "email_confirmed_at" IS NULL;
