CREATE TABLE "swing_voice_overs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"swing_id" uuid NOT NULL,
	"staff_id" uuid,
	"file_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"filename" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resumable_uploads" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "swing_voice_overs" ADD CONSTRAINT "swing_voice_overs_swing_id_swing_videos_id_fk" FOREIGN KEY ("swing_id") REFERENCES "public"."swing_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swing_voice_overs" ADD CONSTRAINT "swing_voice_overs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swing_voice_overs_swing_idx" ON "swing_voice_overs" USING btree ("swing_id","created_at");--> statement-breakpoint
ALTER TABLE "resumable_uploads" ADD CONSTRAINT "resumable_uploads_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;