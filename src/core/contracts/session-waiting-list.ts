import { z } from 'zod';
import { BOOKING_COMMENT_MAX, BOOKING_NAME_MAX, BOOKING_PHONE } from '../rules/contact-rules';
import { bookingConfirmation } from './booking';
import { emailField, text } from './common';
import { requiredDateOfBirthField } from './date-fields';

const name = (label: string, message: string) =>
  text(label, { singleLine: true, message })
    .trim()
    .min(1, message)
    .max(BOOKING_NAME_MAX, `Name must be at most ${BOOKING_NAME_MAX} characters`);

const phone = (label: string) =>
  text(label, { singleLine: true })
    .trim()
    .max(BOOKING_PHONE.max, `${label} must be at most ${BOOKING_PHONE.max} characters`)
    .regex(BOOKING_PHONE.pattern, 'Use digits, spaces and + ( ) - only');

/** Joining a full camp day's waiting list: who to tell, and who the place would be for. */
export const joinWaitingListBody = z.strictObject({
  name: name('Name', 'Name is required'),
  email: emailField,
  phone: phone('Phone').optional(),
  participantName: name('Participant name', 'Tell us who the place is for'),
});
export type JoinWaitingListBody = z.infer<typeof joinWaitingListBody>;

export const joinWaitingListResponse = z.object({
  /** Their place in the queue, counting only those still waiting or holding an offer. */
  position: z.number().int().positive(),
  message: z.string(),
});
export type JoinWaitingListResponse = z.infer<typeof joinWaitingListResponse>;

/** The link e-mailed on joining, and the one with the offer: either opens the customer's place. */
export const waitingPlaceQuery = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This waiting-list link is not valid'),
});

/**
 * `over`: the day has started or was called off, so nothing more can happen. Only `offered` carries an
 * expiry, and only `waiting` a position.
 */
export const waitingPlaceStatus = z.enum(['waiting', 'offered', 'booked', 'lapsed', 'left', 'over']);
export type WaitingPlaceStatus = z.infer<typeof waitingPlaceStatus>;

export const waitingPlaceView = z.object({
  status: waitingPlaceStatus,
  serviceName: z.string(),
  /** yyyy-mm-dd, the London date, with the day's start and end (ISO, UTC). */
  date: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  name: z.string(),
  participantName: z.string(),
  position: z.number().int().positive().nullable(),
  offerExpiresAt: z.iso.datetime().nullable(),
  /** Whether booking asks for medical notes and an emergency contact (camps do). */
  asksWelfare: z.boolean(),
});
export type WaitingPlaceView = z.infer<typeof waitingPlaceView>;

/** Taking up an offer: what the booking needs that joining did not ask. */
export const claimWaitingPlaceBody = waitingPlaceQuery.extend({
  participantDateOfBirth: requiredDateOfBirthField,
  medicalNotes: text('Medical notes')
    .trim()
    .max(BOOKING_COMMENT_MAX, `Medical notes must be at most ${BOOKING_COMMENT_MAX} characters`)
    .optional(),
  emergencyContactName: text('Emergency contact', { singleLine: true })
    .trim()
    .max(BOOKING_NAME_MAX, `Name must be at most ${BOOKING_NAME_MAX} characters`)
    .optional(),
  emergencyContactPhone: phone('Emergency contact phone').optional(),
});
export type ClaimWaitingPlaceBody = z.infer<typeof claimWaitingPlaceBody>;

export const claimWaitingPlaceResponse = z.object({ booking: bookingConfirmation });
export type ClaimWaitingPlaceResponse = z.infer<typeof claimWaitingPlaceResponse>;
