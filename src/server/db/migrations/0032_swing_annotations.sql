CREATE TABLE "annotation_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"drawings" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_annotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_kind" text NOT NULL,
	"swing_id" uuid,
	"model_swing_id" uuid,
	"version" integer NOT NULL,
	"drawings" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_annotations_swing_version_key" UNIQUE("swing_id","version"),
	CONSTRAINT "video_annotations_model_swing_version_key" UNIQUE("model_swing_id","version"),
	CONSTRAINT "video_annotations_video_check" CHECK (("video_annotations"."video_kind" = 'swing' and "video_annotations"."swing_id" is not null and "video_annotations"."model_swing_id" is null)
        or ("video_annotations"."video_kind" = 'model_swing' and "video_annotations"."model_swing_id" is not null and "video_annotations"."swing_id" is null)),
	CONSTRAINT "video_annotations_version_check" CHECK ("video_annotations"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "annotation_templates" ADD CONSTRAINT "annotation_templates_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_annotations" ADD CONSTRAINT "video_annotations_swing_id_swing_videos_id_fk" FOREIGN KEY ("swing_id") REFERENCES "public"."swing_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_annotations" ADD CONSTRAINT "video_annotations_model_swing_id_model_swings_id_fk" FOREIGN KEY ("model_swing_id") REFERENCES "public"."model_swings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_annotations" ADD CONSTRAINT "video_annotations_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "annotation_templates_created_by_idx" ON "annotation_templates" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "video_annotations_created_by_idx" ON "video_annotations" USING btree ("created_by");