CREATE TABLE "membership_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"first_price_pence" integer,
	"recurring_price_pence" integer,
	"session_limit" integer,
	"duration_type" text DEFAULT 'month' NOT NULL,
	"description" text,
	"picture_path" text,
	"purchase_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiting_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"child_age" integer NOT NULL,
	"programme" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contacted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "waiting_list_entries_email_idx" ON "waiting_list_entries" USING btree ("email");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_created_at_idx" ON "waiting_list_entries" USING btree ("created_at");