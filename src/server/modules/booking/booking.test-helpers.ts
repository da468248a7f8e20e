import { createDiaryCoach } from '../../db/seed/diary-factories';
import { participantFor } from '../../test/booking-participants';
import { createTestContext } from '../../test/test-app';

export const SERVICE = { group: 1, juniorPrivate: 2, adult: 3, camp: 4, squad: 5 } as const;

/** A junior 1:1 lesson on Wednesday 25 November at 10:00, as the widget sends it. */
export const booking = (overrides: Record<string, unknown> = {}) => ({
  serviceId: SERVICE.juniorPrivate,
  providerId: null,
  date: '2026-11-25',
  time: '10:00',
  clientData: { name: 'Sarah Bennett', email: 'Sarah.Bennett@example.com', phone: '07700 900123' },
  participant: participantFor((overrides.serviceId as number | undefined) ?? SERVICE.juniorPrivate),
  additionalFields: { comment: 'Oliver is left-handed' },
  ...overrides,
});

/**
 * A fresh database on Sunday 22 November 2026, 10:00 GMT, with Jamie teaching the junior 1:1 lesson and
 * the group lesson, and Alex only the adult lesson.
 */
export async function openBookingDiary() {
  const t = await createTestContext({ RATE_LIMIT_FACTOR: '50' });
  const coachId = (
    await createDiaryCoach(t.database.db, {
      serviceIds: [SERVICE.juniorPrivate, SERVICE.group],
      firstName: 'Jamie',
    })
  ).coach.id;
  const otherCoachId = (
    await createDiaryCoach(t.database.db, { serviceIds: [SERVICE.adult], firstName: 'Alex' })
  ).coach.id;
  return { t, coachId, otherCoachId };
}
