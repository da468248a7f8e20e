import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@/core/contracts/common';
import {
  planSummary,
  plansResponse,
  staffMembershipsResponse,
  type TierOverrideBody,
} from '@/core/contracts/memberships';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';
import { adminStudentsQuery } from './admin-students';

/** GET /api/admin/memberships: every membership, with its student, payer and state. */
export const adminMembershipsQuery = getQuery(queryKeys.adminMemberships(), staffMembershipsResponse);

/** GET /api/admin/membership-plans: the plans and what new members pay. */
export const adminMembershipPlansQuery = getQuery(queryKeys.adminMembershipPlans(), plansResponse);

export function useAdminMemberships() {
  return useQuery(adminMembershipsQuery);
}

export function useAdminMembershipPlans() {
  return useQuery(adminMembershipPlansQuery);
}

/** PUT /api/admin/membership-plans/{id}/price: the plan's answer replaces it in the list at once. */
export function useChangePlanPrice(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { pricePence: number }) =>
      apiRequest(`/api/admin/membership-plans/${planId}/price`, {
        method: 'PUT',
        json: body,
        schema: planSummary,
      }),
    onSuccess: (plan) => {
      queryClient.setQueryData(adminMembershipPlansQuery.queryKey, (previous) =>
        previous ? { plans: previous.plans.map((p) => (p.id === plan.id ? plan : p)) } : previous,
      );
    },
  });
}

/**
 * PUT /api/admin/students/{id}/tier: a tier set by hand, with why and until when. A last day is never in the
 * past, so the hand-set tier applies at once: the student's row shows it before the list is read again.
 */
export function useSetTierByHand(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `/api/admin/students/${studentId}` },
    mutationFn: (body: TierOverrideBody) =>
      apiRequest(`/api/admin/students/${studentId}/tier`, {
        method: 'PUT',
        json: body,
        schema: messageResponse,
      }),
    onSuccess: (_answer, body) => {
      queryClient.setQueryData(adminStudentsQuery.queryKey, (previous) =>
        previous
          ? {
              ...previous,
              students: previous.students.map((s) =>
                s.id === studentId
                  ? {
                      ...s,
                      membershipTier: body.tier,
                      tierOverride: { tier: body.tier, reason: body.reason, endsOn: body.endsOn ?? null },
                    }
                  : s,
              ),
            }
          : previous,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminStudents() });
    },
  });
}

/**
 * DELETE /api/admin/students/{id}/tier: the hand-set tier is cleared and the membership (or free) decides
 * again. The row loses its hand-set note at once; the list is read again for the tier the server decided.
 */
export function useClearTierByHand(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `/api/admin/students/${studentId}` },
    mutationFn: () =>
      apiRequest(`/api/admin/students/${studentId}/tier`, { method: 'DELETE', schema: messageResponse }),
    onSuccess: async () => {
      queryClient.setQueryData(adminStudentsQuery.queryKey, (previous) =>
        previous
          ? {
              ...previous,
              students: previous.students.map((s) => (s.id === studentId ? { ...s, tierOverride: null } : s)),
            }
          : previous,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminStudents() });
    },
  });
}
