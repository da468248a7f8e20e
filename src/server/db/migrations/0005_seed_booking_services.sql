-- The academy's bookable programmes (product configuration, not demo data), from its published prices:
-- pence, minutes, places per group. Staff edit them later; this only fills an empty table.
INSERT INTO "booking_services" ("id", "slug", "name", "description", "duration_minutes", "price_pence", "capacity", "location", "kind", "slot_step_minutes", "display_order")
VALUES
  (1, 'junior-group-lesson', 'Junior Group Lesson', 'One hour in a group of up to six juniors aged 5 to 17: full swing, short game and putting through games. Ideal as a first taster.', 60, 3500, 6, 'Hamble Indoor Golf Studio, Hamble Lane, Southampton SO31 4QA', 'lesson', 60, 10),
  (2, 'junior-private-lesson', 'Junior 1:1 Lesson', 'A 45-minute private lesson for one junior with a PGA coach, with video feedback and a practice plan.', 45, 4500, 1, 'Hamble Indoor Golf Studio, Hamble Lane, Southampton SO31 4QA', 'lesson', 15, 20),
  (3, 'adult-private-lesson', 'Adult 1:1 Coaching', 'An hour of private coaching for adults with launch-monitor data, video analysis and a plan for your practice.', 60, 7000, 1, 'Hamble Indoor Golf Studio, Hamble Lane, Southampton SO31 4QA', 'lesson', 30, 30),
  (4, 'half-term-camp', 'Half-Term Golf Camp (per day)', 'Four hours of coaching, games and challenges for ages 8 and up, at most six juniors. Book one day or several.', 240, 5500, 6, 'Hamble Indoor Golf Studio, Hamble Lane, Southampton SO31 4QA', 'session', 60, 40),
  (5, 'development-squad', 'Junior Development Squad', 'A Friday squad hour in a group of four, ages 5 to 17, for juniors ready to train and compete.', 60, 3000, 4, 'Hamble Indoor Golf Studio, Hamble Lane, Southampton SO31 4QA', 'session', 60, 50)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('booking_services', 'id'), GREATEST((SELECT MAX("id") FROM "booking_services"), 1));
