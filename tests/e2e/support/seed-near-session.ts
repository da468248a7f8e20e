/**
 * Adds a development-squad session starting about three hours from now, run by a coach of its own who
 * takes bookings at short notice, so a journey can book a place inside the 48-hour cancellation
 * window. Runs between two server starts (the embedded database is one process's at a time).
 *
 * Usage: tsx tests/e2e/support/seed-near-session.ts <data dir> <staff e-mail>
 * Prints the session's start as JSON: {"startsAt": "<ISO>"}.
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../src/server/db/client';
import {
  bookingCoaches,
  bookingServiceCoaches,
  bookingSessions,
  staff,
} from '../../../src/server/db/schema/index';

const SQUAD_SERVICE_ID = 5;
const QUARTER_HOUR = 15 * 60_000;

const [dataDir, email] = process.argv.slice(2);
if (!dataDir || !email) throw new Error('usage: seed-near-session.ts <data dir> <staff e-mail>');

const database = await openDatabase({ dataDir, migrate: false });
try {
  const [member] = await database.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  if (!member) throw new Error(`no staff account ${email}`);
  // About three hours on, well inside 48 hours; five past a quarter, so it never meets the seeded
  // squad hours (which start on the hour).
  const startsAt = new Date(
    Math.ceil((Date.now() + 3 * 3_600_000) / QUARTER_HOUR) * QUARTER_HOUR + 5 * 60_000,
  );
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  await database.db.transaction(async (tx) => {
    const [coach] = await tx
      .insert(bookingCoaches)
      .values({ staffId: member.id, minimumNoticeMinutes: 0, bufferMinutes: 0 })
      .returning({ id: bookingCoaches.id });
    await tx.insert(bookingServiceCoaches).values({ serviceId: SQUAD_SERVICE_ID, coachId: coach!.id });
    await tx
      .insert(bookingSessions)
      .values({ serviceId: SQUAD_SERVICE_ID, coachId: coach!.id, startsAt, endsAt });
  });
  console.info(JSON.stringify({ startsAt: startsAt.toISOString() }));
} finally {
  await database.close();
}
