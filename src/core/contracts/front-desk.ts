import { z } from 'zod';
import { attendance, bookRequest, isoDate } from './booking';
import { text, uuidParam } from './common';

/* ------------------------------------------------------------------------------------------------
 * The front desk: bookings taken on the phone or in person.
 * ---------------------------------------------------------------------------------------------- */

export const customerSearchQuery = z.strictObject({
  q: text('Search', { singleLine: true })
    .trim()
    .min(2, 'Type at least 2 letters of a name or e-mail address')
    .max(100, 'Search must be at most 100 characters'),
});
export type CustomerSearchQuery = z.infer<typeof customerSearchQuery>;

/** A student or a family's child found at the front desk, with who is contacted about their bookings. */
export const frontDeskCustomer = z.object({
  studentId: z.uuid(),
  name: z.string(),
  dateOfBirth: isoDate.nullable(),
  /** A child of a family account: the first guardian is the customer and is e-mailed. */
  familyChild: z.boolean(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  coachName: z.string().nullable(),
});
export type FrontDeskCustomer = z.infer<typeof frontDeskCustomer>;
export const customerSearchResponse = z.object({ customers: z.array(frontDeskCustomer) });
export type CustomerSearchResponse = z.infer<typeof customerSearchResponse>;

/** How a front-desk booking is paid: at the venue, with a membership's session credit, or a link e-mailed. */
export const frontDeskPayment = z.enum(['venue', 'credit', 'link'], { message: 'Choose how it is paid' });
export type FrontDeskPayment = z.infer<typeof frontDeskPayment>;

/**
 * A booking taken by staff: for a known student (`studentId`: their family is the customer) or a new person
 * (`clientData` and, as online, `participant`).
 */
export const frontDeskBookingBody = bookRequest
  .omit({ clientData: true })
  .extend({
    studentId: z.uuid({ message: 'Choose the customer again' }).optional(),
    clientData: bookRequest.shape.clientData.optional(),
    payment: frontDeskPayment,
  })
  .superRefine((body, ctx) => {
    if (!body.studentId && !body.clientData) {
      ctx.addIssue({
        code: 'custom',
        path: ['clientData', 'name'],
        message: 'Find the customer or enter a new one',
      });
    }
  });
export type FrontDeskBookingBody = z.infer<typeof frontDeskBookingBody>;

/** Whether a participant came: `null` clears a mark made by mistake. */
export const attendanceBody = z.strictObject({ attendance: attendance.nullable() });
export type AttendanceBody = z.infer<typeof attendanceBody>;
/** `/api/staff/bookings/{id}/places/{placeId}/...`: one day (place) of a booking. */
export const bookingPlaceParams = z.strictObject({ id: uuidParam, placeId: uuidParam });
