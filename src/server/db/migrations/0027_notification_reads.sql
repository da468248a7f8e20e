CREATE TABLE "notification_reads" (
	"reader" text PRIMARY KEY NOT NULL,
	"staff_id" uuid,
	"student_id" uuid,
	"guardian_id" uuid,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_reads_owner_check" CHECK (("notification_reads"."staff_id" is null) <> ("notification_reads"."student_id" is null) and ("notification_reads"."guardian_id" is null or "notification_reads"."student_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_reads_staff_idx" ON "notification_reads" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "notification_reads_student_idx" ON "notification_reads" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "notification_reads_guardian_idx" ON "notification_reads" USING btree ("guardian_id");