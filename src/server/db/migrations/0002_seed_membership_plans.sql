-- The academy's three monthly memberships (product configuration, not demo data): prices in pence,
-- sessions are coaching hours a month. Staff change them later; this only fills an empty table.
INSERT INTO "membership_plans" ("id", "name", "first_price_pence", "recurring_price_pence", "session_limit", "duration_type", "description")
VALUES
  (1, 'Essentials', 24000, 24000, 4, 'month', 'Four hours of private coaching a month with a plan to practise between lessons.'),
  (2, 'Performance', 44000, 44000, 8, 'month', 'Eight hours a month for golfers who compete: drills, tournament preparation and analysis.'),
  (3, 'Elite', 60000, 60000, 12, 'month', 'Twelve hours a month, on-course sessions and priority places at bootcamps.')
ON CONFLICT ("id") DO NOTHING;
