CREATE TABLE "family_deletion_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"guardian_id" uuid NOT NULL,
	"children" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_deletion_tokens" ADD COLUMN "requested_by_guardian_id" uuid;--> statement-breakpoint
ALTER TABLE "family_deletion_tokens" ADD CONSTRAINT "family_deletion_tokens_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_deletion_tokens_token_hash_key" ON "family_deletion_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "family_deletion_tokens_guardian_idx" ON "family_deletion_tokens" USING btree ("guardian_id");--> statement-breakpoint
ALTER TABLE "account_deletion_tokens" ADD CONSTRAINT "account_deletion_tokens_requested_by_guardian_id_guardians_id_fk" FOREIGN KEY ("requested_by_guardian_id") REFERENCES "public"."guardians"("id") ON DELETE set null ON UPDATE no action;