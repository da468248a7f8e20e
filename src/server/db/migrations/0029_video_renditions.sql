CREATE TABLE "video_renditions" (
	"source_key" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"full_key" text,
	"phone_key" text,
	"poster_key" text,
	"storyboard_key" text,
	"fps" real,
	"frame_count" integer,
	"duration_seconds" real,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"storyboard_layout" jsonb,
	"source_removed_at" timestamp with time zone,
	CONSTRAINT "video_renditions_status_check" CHECK ("video_renditions"."status" in ('queued', 'converting', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "video_renditions_status_idx" ON "video_renditions" USING btree ("status","next_attempt_at");