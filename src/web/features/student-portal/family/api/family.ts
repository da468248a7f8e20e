import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { studentAuthResponse } from '@/core/contracts/auth';
import { bookingConfirmation, cancellationView } from '@/core/contracts/booking';
import { messageResponse } from '@/core/contracts/common';
import {
  type AcceptLinkBody,
  type AcceptLoginBody,
  type AddChildBody,
  familyResponse,
  guardianUser,
  type InviteChildBody,
  type InviteGuardianBody,
  invitationPreview,
  type UpdateGuardianBody,
} from '@/core/contracts/family';
import type { MoveOutcome, MoveRequest } from '@/web/components/booking/move-booking-dialog';
import { apiPost, apiRequest, isApiError } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';
import { studentSessionQuery, viewerOf } from '../../api/session';

/** GET /api/family: the signed-in guardian and their children. */
export const familyQuery = getQuery(queryKeys.family(), familyResponse);

export function useFamily() {
  return useQuery(familyQuery);
}

/** After any change to the family, the Family home reads it again (only it: an invitation's preview stays). */
function useFamilyMutation<Body, Answer>(request: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.family(), exact: true }),
  });
}

/** PUT /api/family/guardian: the guardian's own details; the header's name follows too. */
export function useUpdateGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGuardianBody) =>
      apiRequest('/api/family/guardian', { method: 'PUT', json: body, schema: guardianUser }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.family(), exact: true }),
        queryClient.invalidateQueries({ queryKey: studentSessionQuery.queryKey, exact: true }),
      ]),
  });
}

/** POST /api/family/bookings/{id}/cancel: one of the family's bookings, until 48 hours before. */
export function useCancelFamilyBooking() {
  return useFamilyMutation((bookingId: string) =>
    apiPost(`/api/family/bookings/${encodeURIComponent(bookingId)}/cancel`, undefined, cancellationView),
  );
}

/**
 * POST /api/family/bookings/{id}/places/{placeId}/cancel: one day of a several-day booking, until 48 hours
 * before that day; the last day left cancels the whole booking.
 */
export function useCancelFamilyBookingDay(bookingId: string) {
  return useFamilyMutation((placeId: string) =>
    apiPost(
      `/api/family/bookings/${encodeURIComponent(bookingId)}/places/${encodeURIComponent(placeId)}/cancel`,
      undefined,
      cancellationView,
    ),
  );
}

/**
 * POST /api/family/bookings/{id}/move: the booking (or one day of it) to another free time, until 48 hours
 * before. A refusal resolves with the server's words and fields, for the dialog to show as they are.
 */
export function useMoveFamilyBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return async (move: MoveRequest): Promise<MoveOutcome> => {
    try {
      const booking = await apiPost(
        `/api/family/bookings/${encodeURIComponent(bookingId)}/move`,
        move,
        bookingConfirmation,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.family(), exact: true });
      return { ok: true, booking };
    } catch (error) {
      if (!isApiError(error)) throw error;
      return { ok: false, error: error.serverMessage, fields: error.fieldErrors };
    }
  };
}

/** POST /api/family/children: a child with no login of their own. */
export function useAddChild() {
  return useFamilyMutation((body: AddChildBody) =>
    apiPost('/api/family/children', body, z.object({ id: z.uuid() })),
  );
}

/** POST /api/family/children/{id}/invite: a 13–17-year-old's own login, by an e-mailed invitation. */
export function useInviteChild(childId: string) {
  return useFamilyMutation((body: InviteChildBody) =>
    apiPost(`/api/family/children/${encodeURIComponent(childId)}/invite`, body, messageResponse),
  );
}

/** POST /api/family/guardians/invite: a second parent or guardian for one or more children. */
export function useInviteGuardian() {
  return useFamilyMutation((body: InviteGuardianBody) =>
    apiPost('/api/family/guardians/invite', body, messageResponse),
  );
}

/** POST /api/family/invitations/preview: what an invitation link is for, before anyone is signed in. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: queryKeys.invitationPreview(token),
    queryFn: () => apiPost('/api/family/invitations/preview', { token }, invitationPreview),
    retry: false,
  });
}

/** POST /api/family/invitations/accept: the signed-in guardian shares the child the invitation names. */
export function useAcceptInvitation() {
  return useFamilyMutation((body: AcceptLinkBody) =>
    apiPost('/api/family/invitations/accept', body, messageResponse),
  );
}

/** POST /api/family/invitations/login: a junior chooses their own login and is signed in to their portal. */
export function useAcceptLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptLoginBody) =>
      apiPost('/api/family/invitations/login', body, studentAuthResponse),
    onSuccess: ({ user }) => queryClient.setQueryData(studentSessionQuery.queryKey, viewerOf({ user })),
  });
}
