import type { BookingConfirmation, BookRequest } from '@/core/contracts/booking';
import type { CreditLessonBody } from '@/core/contracts/memberships';
import { ageRangeRefusal } from '@/core/rules/age-range';
import { CREDIT_LESSON_MAX_MINUTES, creditsLeft, membershipEntitles } from '@/core/rules/membership-state';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict } from '../../errors';
import { accessPolicy, type SignedInIdentity } from '../access/access-policy';
import type { BookOutcome } from '../booking/booking-provider';
import { type CoachRow, diaryRepository, type ServiceRow } from '../booking/diary.repository';
import type { CreditPayment } from '../booking/guest-booking';
import type { FamilyParticipant } from '../booking/participant';
import { familiesRepository } from '../families/families.repository';
import { membershipsRepository } from './memberships.repository';

const PAYMENT_FAILED =
  'The last payment for this membership did not go through: lessons can be booked with credits again once it is paid';

type Book = (
  request: BookRequest,
  options: { family?: FamilyParticipant; credit?: CreditPayment },
) => Promise<BookOutcome>;

/** The lessons a student's credits pay for: 1:1, an hour at most, taught by their coach, for their age. */
export async function creditLessonChoices(
  db: Db,
  student: { coachId: string | null; dateOfBirth: string | null; firstName: string },
  today: string,
): Promise<{ service: ServiceRow; coach: CoachRow }[]> {
  const diary = diaryRepository(db);
  const coach = (await diary.listCoaches()).find((c) => c.staffId === student.coachId);
  if (!coach) return [];
  return (await diary.listServices())
    .filter(
      (service) =>
        service.active &&
        service.kind === 'lesson' &&
        service.capacity === 1 &&
        service.durationMinutes <= CREDIT_LESSON_MAX_MINUTES &&
        (service.coachIds.length === 0 || service.coachIds.includes(coach.id)) &&
        (!student.dateOfBirth ||
          !ageRangeRefusal(service, { name: student.firstName, dateOfBirth: student.dateOfBirth }, [today])),
    )
    .map((service) => ({ service, coach }));
}

const NO_CREDITS = 'No session credits are left this month: they renew with the next payment';

/**
 * The session credit that pays for a lesson of `serviceId` with the student's own coach: checks the plan,
 * the service and the coach now, and again (under the membership's lock) inside the booking's transaction.
 * Used by the portal and by the front desk, so both follow one rule.
 */
export async function creditFor(
  deps: { db: Db; clock: () => Date },
  student: { id: string; coachId: string | null },
  serviceId: number,
): Promise<{ service: ServiceRow; coach: CoachRow; credit: CreditPayment }> {
  const repo = membershipsRepository(deps.db);
  const live = await repo.live(student.id);
  const plan = live && (await repo.plan(live.planId));
  if (!live || !plan || plan.kind === 'squad' || !live.currentPeriodStart) {
    throw conflict('Session credits come with a coaching membership');
  }
  // A membership whose grace period has ended gives nothing until Stripe takes the payment.
  if (!membershipEntitles(live, deps.clock())) throw conflict(PAYMENT_FAILED);
  const diary = diaryRepository(deps.db);
  const service = await diary.findService(serviceId);
  if (
    !service?.active ||
    service.kind !== 'lesson' ||
    service.capacity !== 1 ||
    service.durationMinutes > CREDIT_LESSON_MAX_MINUTES
  ) {
    throw badRequest('A credit pays for a 1:1 lesson of up to an hour', {
      serviceId: 'A credit pays for a 1:1 lesson of up to an hour',
    });
  }
  const coach = (await diary.listCoaches()).find((c) => c.staffId === student.coachId);
  if (!coach) throw conflict('Credits are for lessons with your own coach: ask the academy to assign one');

  const credit: CreditPayment = {
    async lock(tx: Tx) {
      const locked = membershipsRepository(tx);
      const now = await locked.live(student.id, true);
      if (!now?.currentPeriodStart || now.id !== live.id)
        throw conflict('Session credits come with a coaching membership');
      if (!membershipEntitles(now, deps.clock())) throw conflict(PAYMENT_FAILED);
      if (
        creditsLeft(plan.sessionLimit ?? 0, await locked.creditsUsed(now.id, now.currentPeriodStart)) === 0
      ) {
        throw conflict(NO_CREDITS);
      }
    },
    async spend(tx: Tx, bookingId: string) {
      const locked = membershipsRepository(tx);
      const now = (await locked.live(student.id))!;
      await locked.spendCredit({
        membershipId: now.id,
        bookingId,
        periodStart: now.currentPeriodStart!,
        createdAt: deps.clock(),
      });
    },
  };
  return { service, coach, credit };
}

/**
 * Lessons booked with a coaching plan's session credits: a 1:1 lesson of up to an hour with the member's
 * own coach, booked in the portal without paying. The credit is checked and spent in the booking's own
 * transaction, under the membership's lock, so one credit cannot pay for two lessons booked at once.
 */
export function creditLessons(deps: { db: Db; clock: () => Date; book?: Book }) {
  return {
    async book(
      identity: SignedInIdentity,
      studentId: string,
      body: CreditLessonBody,
    ): Promise<BookingConfirmation> {
      if (!deps.book) throw conflict('Lessons are booked by phone with this academy');
      const access = accessPolicy(deps.db);
      const actor = await access.actorFor(identity);
      const student = await access.ownStudent(actor, studentId);
      const { service, coach, credit } = await creditFor(deps, student, body.serviceId);
      const guardian =
        actor.kind === 'guardian'
          ? await familiesRepository(deps.db).findGuardian(actor.guardianId)
          : undefined;
      const client = guardian ?? student;
      const outcome = await deps.book(
        {
          serviceId: service.id,
          providerId: coach.id,
          date: body.date,
          time: body.time,
          clientData: {
            name: `${client.firstName} ${client.lastName}`,
            email: client.email,
            ...(client.phone && { phone: client.phone }),
          },
        },
        {
          family: {
            guardianId: guardian?.id ?? null,
            student: {
              id: student.id,
              firstName: student.firstName,
              lastName: student.lastName,
              dateOfBirth: student.dateOfBirth,
            },
          },
          credit,
        },
      );
      return outcome.booking;
    },
  };
}
