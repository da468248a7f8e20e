import type { BookingConfirmation } from '@/core/contracts/booking';
import type {
  CustomerSearchQuery,
  CustomerSearchResponse,
  FrontDeskBookingBody,
  FrontDeskCustomer,
} from '@/core/contracts/front-desk';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../errors';
import { isAdmin } from '../access/access-policy';
import type { BookingsService } from '../booking/bookings.service';
import type { CreditPayment } from '../booking/guest-booking';
import type { FamilyParticipant } from '../booking/participant';
import { creditFor } from '../memberships/credit-lessons';
import type { BookingAdminAccess } from './booking-admin.access';
import { type CustomerRow, frontDeskRepository } from './front-desk.repository';

const SEARCH_LIMIT = 10;
const name = (first: string | null, last: string | null) => (first ? `${first} ${last ?? ''}`.trim() : null);

/**
 * Bookings taken on the phone or at the desk. They go through the same booking engine, capacity and clash
 * rules as the website's; staff are not held to the online notice period or the per-address daily limit.
 * Admins book for anyone with any coach; a coach books their own students into their own diary.
 */
export function frontDeskService(deps: {
  db: Db;
  clock: Clock;
  access: BookingAdminAccess;
  bookings: BookingsService;
}) {
  const repo = frontDeskRepository(deps.db);

  async function present(rows: CustomerRow[]): Promise<FrontDeskCustomer[]> {
    const guardians = await repo.firstGuardians(rows.map((r) => r.id));
    return rows.map((r) => {
      const guardian = guardians.get(r.id);
      return {
        studentId: r.id,
        name: `${r.firstName} ${r.lastName}`,
        dateOfBirth: r.dateOfBirth,
        familyChild: guardian !== undefined,
        contact: guardian
          ? {
              name: `${guardian.firstName} ${guardian.lastName}`,
              email: guardian.email,
              phone: guardian.phone,
            }
          : { name: `${r.firstName} ${r.lastName}`, email: r.email, phone: r.phone },
        coachName: name(r.coachFirstName, r.coachLastName),
      };
    });
  }

  return {
    /** Customers whose names or e-mail addresses contain what was typed (a coach: their own students). */
    async searchCustomers(staffId: string, query: CustomerSearchQuery): Promise<CustomerSearchResponse> {
      const actor = await deps.access.actor(staffId);
      const rows = await repo.search(query.q, SEARCH_LIMIT, isAdmin(actor) ? undefined : actor.staffId);
      return { customers: await present(rows) };
    },

    async create(staffId: string, body: FrontDeskBookingBody): Promise<BookingConfirmation> {
      const actor = await deps.access.actor(staffId);
      const admin = isAdmin(actor);
      // A student the caller may not see is not found, whatever else is asked.
      const student = body.studentId ? await repo.findStudent(body.studentId) : undefined;
      if (body.studentId && (!student || (!admin && student.coachId !== actor.staffId))) {
        throw notFound('Student not found');
      }
      let providerId = body.providerId;
      if (!admin) {
        if (actor.ownCoachId === undefined) throw forbidden('You have no diary to book into');
        if (providerId != null && providerId !== actor.ownCoachId) {
          throw forbidden('You can only book into your own diary');
        }
        providerId = actor.ownCoachId;
      }

      let family: FamilyParticipant | undefined;
      let clientData = body.clientData;
      let credit: CreditPayment | undefined;
      if (student) {
        const [customer] = await present([student]);
        const guardian = (await repo.firstGuardians([student.id])).get(student.id);
        family = { guardianId: guardian?.id ?? null, student };
        clientData = {
          name: customer!.contact.name,
          email: customer!.contact.email,
          ...(customer!.contact.phone && { phone: customer!.contact.phone }),
        };
        if (body.payment === 'credit') {
          const paid = await creditFor(deps, student, body.serviceId);
          if (providerId != null && providerId !== paid.coach.id) {
            throw badRequest('A credit pays for a lesson with the student’s own coach', {
              providerId: 'Not the student’s coach',
            });
          }
          providerId = paid.coach.id;
          credit = paid.credit;
        }
      } else if (body.payment === 'credit') {
        throw badRequest('Session credits belong to a student: find the student first', {
          payment: 'Only for a student with a membership',
        });
      }

      const { studentId: _student, payment, ...request } = body;
      const outcome = await deps.bookings.book(
        { ...request, providerId, clientData: clientData! },
        { family, credit, staff: { staffId, payment } },
      );
      return outcome.booking;
    },
  };
}
export type FrontDeskService = ReturnType<typeof frontDeskService>;
