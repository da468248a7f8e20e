import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { timeslotsResponse } from '@/core/contracts/booking';
import {
  type CreditLessonBody,
  creditLessonResponse,
  type MembershipCheckoutBody,
  membershipCheckoutOutcome,
  membershipCheckoutResponse,
  membershipView,
  portalLinkResponse,
} from '@/core/contracts/memberships';
import { apiGet, apiPost } from '@/web/lib/api';
import { pathOf, queryKeys } from '@/web/lib/query-keys';

/** The address with `studentId` for a guardian's child; a student's own requests name no one. */
const forChild = (path: string, studentId?: string) =>
  studentId ? `${path}?studentId=${encodeURIComponent(studentId)}` : path;

/** GET /api/memberships/mine: the plan, tier, credits and what can be bought. */
export const membershipQuery = (studentId?: string) =>
  queryOptions({
    queryKey: queryKeys.membership(studentId),
    queryFn: ({ signal }) => apiGet(pathOf(queryKeys.membership(studentId)), membershipView, signal),
  });

export function useMembership(studentId?: string) {
  return useQuery(membershipQuery(studentId));
}

/** POST /api/memberships/checkout: answers the Stripe page to pay on; the caller goes there. */
export function useStartMembership(studentId?: string) {
  return useMutation({
    mutationFn: (body: MembershipCheckoutBody) =>
      apiPost(forChild('/api/memberships/checkout', studentId), body, membershipCheckoutResponse),
  });
}

/**
 * GET /api/memberships/checkout/{id}: whether Stripe has taken the first payment. Asked again every two
 * seconds for a minute while the payment is still pending (a bank may take a moment to confirm).
 */
export function useMembershipCheckout(sessionId: string | null) {
  return useQuery({
    queryKey: queryKeys.membershipCheckout(sessionId ?? ''),
    queryFn: ({ signal }) =>
      apiGet(pathOf(queryKeys.membershipCheckout(sessionId ?? '')), membershipCheckoutOutcome, signal),
    enabled: sessionId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < 30 ? 2000 : false,
  });
}

function useMembershipMutation<Body, Answer>(
  studentId: string | undefined,
  request: (body: Body) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.membership(studentId) }),
  });
}

/** POST /api/memberships/mine/change: another plan, prorated by Stripe. */
export function useChangePlan(studentId?: string) {
  return useMembershipMutation(studentId, (planId: number) =>
    apiPost(forChild('/api/memberships/mine/change', studentId), { planId }, membershipView),
  );
}

/** POST /api/memberships/mine/portal: Stripe's customer portal, to go to. */
export function useManageMembership(studentId?: string) {
  return useMutation({
    mutationFn: () =>
      apiPost(forChild('/api/memberships/mine/portal', studentId), undefined, portalLinkResponse),
  });
}

/** POST /api/memberships/mine/lessons: a lesson with the member's coach, paid with a credit. */
export function useBookWithCredit(studentId?: string) {
  return useMembershipMutation(studentId, (body: CreditLessonBody) =>
    apiPost(forChild('/api/memberships/mine/lessons', studentId), body, creditLessonResponse),
  );
}

/** The day's free start times for a lesson with the member's coach. */
export function useCreditLessonTimes(lesson: { serviceId: number; providerId: number } | null, date: string) {
  const queryKey = queryKeys.creditLessonTimes(lesson?.serviceId ?? 0, lesson?.providerId ?? 0, date);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const answer = await apiGet(pathOf(queryKey), timeslotsResponse, signal);
      return answer.success ? (answer.data?.[date] ?? []) : [];
    },
    enabled: lesson !== null && date !== '',
  });
}
