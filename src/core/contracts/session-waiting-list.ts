import { z } from 'zod';
import { bookingConfirmation, bookingParticipant, bookRequest } from './booking';

/** Joining a full camp day's waiting list: who to tell, and who the place would be for. */
export const joinWaitingListBody = z.strictObject({
  ...bookRequest.shape.clientData.shape,
  participantName: bookingParticipant.shape.name,
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
  participantDateOfBirth: bookingParticipant.shape.dateOfBirth,
  medicalNotes: bookingParticipant.shape.medicalNotes,
  emergencyContactName: bookingParticipant.shape.emergencyContactName,
  emergencyContactPhone: bookingParticipant.shape.emergencyContactPhone,
});
export type ClaimWaitingPlaceBody = z.infer<typeof claimWaitingPlaceBody>;

export const claimWaitingPlaceResponse = z.object({ booking: bookingConfirmation });
export type ClaimWaitingPlaceResponse = z.infer<typeof claimWaitingPlaceResponse>;
