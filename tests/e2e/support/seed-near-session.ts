/**
 * Adds a development-squad session starting about three hours from now, run by a coach of its own who
 * takes bookings at short notice, so a journey can book a place inside the 48-hour cancellation
 * window; and two adult lessons in the demo coach's diary that began half an hour ago, for the journeys
 * that mark attendance (no booking can be made in the past). Runs between two server starts (the embedded
 * database is one process's at a time).
 *
 * Usage: tsx tests/e2e/support/seed-near-session.ts <data dir> <staff e-mail> <demo coach e-mail>
 * Prints JSON: {"startsAt": "<ISO>", "lessonStartedAt": "<ISO>"}.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../src/server/db/client';
import {
  bookingCoaches,
  bookingPlaces,
  bookingServiceCoaches,
  bookingSessions,
  bookings,
  staff,
} from '../../../src/server/db/schema/index';

const SQUAD_SERVICE_ID = 5;
const QUARTER_HOUR = 15 * 60_000;

const [dataDir, email, coachEmail] = process.argv.slice(2);
if (!dataDir || !email || !coachEmail) {
  throw new Error('usage: seed-near-session.ts <data dir> <staff e-mail> <demo coach e-mail>');
}
const ADULT_LESSON_SERVICE_ID = 3;

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
  // Two lessons that began half an hour ago (one for each screen width's journey), at the top of a minute.
  const lessonStartedAt = new Date(Math.floor((Date.now() - 30 * 60_000) / 60_000) * 60_000);
  const [james] = await database.db
    .select({ id: bookingCoaches.id })
    .from(bookingCoaches)
    .innerJoin(staff, eq(staff.id, bookingCoaches.staffId))
    .where(eq(staff.email, coachEmail));
  if (!james) throw new Error(`${coachEmail} is not in the diary`);
  for (const [i, name] of ['Claire Walsh', 'Martin Walsh'].entries()) {
    await database.db.transaction(async (tx) => {
      const [booking] = await tx
        .insert(bookings)
        .values({
          reference: `SGA-WALSH${i}`,
          serviceId: ADULT_LESSON_SERVICE_ID,
          coachId: james.id,
          clientName: name,
          clientEmail: `${name.toLowerCase().replace(' ', '.')}@example.com`,
          participantName: name,
          participantDateOfBirth: `1979-04-0${i + 1}`,
          totalPence: 7000,
          cancelTokenHash: randomBytes(32).toString('hex'),
          requestFingerprint: `seeded-started-lesson-${i}`,
          createdAt: new Date(lessonStartedAt.getTime() - 86_400_000),
        })
        .returning({ id: bookings.id });
      // A minute apart, so the diary lists them in a fixed order.
      await tx.insert(bookingPlaces).values({
        bookingId: booking!.id,
        serviceId: ADULT_LESSON_SERVICE_ID,
        coachId: james.id,
        startsAt: new Date(lessonStartedAt.getTime() + i * 60_000),
        endsAt: new Date(lessonStartedAt.getTime() + i * 60_000 + 3_600_000),
      });
    });
  }
  console.info(
    JSON.stringify({ startsAt: startsAt.toISOString(), lessonStartedAt: lessonStartedAt.toISOString() }),
  );
} finally {
  await database.close();
}
