CREATE TABLE "model_swings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"club" text NOT NULL,
	"view" text NOT NULL,
	"handedness" text NOT NULL,
	"file_key" text NOT NULL,
	"file_mime" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_filename" text NOT NULL,
	"moments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"timing" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_swings" ADD CONSTRAINT "model_swings_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_swings_created_by_idx" ON "model_swings" USING btree ("created_by");