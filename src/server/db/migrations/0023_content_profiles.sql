CREATE TABLE "coach_photo_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"file_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "profile_shown" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_photo_variants" ADD CONSTRAINT "coach_photo_variants_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_photo_variants_staff_idx" ON "coach_photo_variants" USING btree ("staff_id");