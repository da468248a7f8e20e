CREATE TABLE "coach_photo_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"file_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page" text NOT NULL,
	"quote" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"shown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "profile_shown" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_photo_variants" ADD CONSTRAINT "coach_photo_variants_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_photo_variants_staff_idx" ON "coach_photo_variants" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "testimonials_page_idx" ON "testimonials" USING btree ("page","display_order");