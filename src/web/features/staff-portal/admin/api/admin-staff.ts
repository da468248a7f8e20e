import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateStaffBody,
  changePasswordResponse,
  staffAccountResponse,
  staffAccountsResponse,
  type UpdateStaffBody,
} from '@/core/contracts/staff-admin';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

export const ADMIN_STAFF_PATH = '/api/admin/staff';

/** GET /api/admin/staff: every staff account, disabled ones too. */
export const adminStaffQuery = getQuery(queryKeys.adminStaff(), staffAccountsResponse);

export function useAdminStaff() {
  return useQuery(adminStaffQuery);
}

function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminStaff() });
    // The public coach list (registration's coach choice) changes with a new, disabled or re-roled coach.
    void queryClient.invalidateQueries({ queryKey: queryKeys.coaches(), exact: true });
  };
}

/** POST /api/admin/staff: the account is made and the person is e-mailed an invitation to choose a password. */
export function useCreateStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (body: CreateStaffBody) =>
      apiRequest(ADMIN_STAFF_PATH, { method: 'POST', json: body, schema: staffAccountResponse }),
    onSuccess: invalidate,
  });
}

/** PATCH /api/admin/staff/{id}: disable or enable (disabling signs them out), or change the role. */
export function useUpdateStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (args: { id: string; patch: UpdateStaffBody }) =>
      apiRequest(`${ADMIN_STAFF_PATH}/${args.id}`, {
        method: 'PATCH',
        json: args.patch,
        schema: staffAccountResponse,
      }),
    onSuccess: invalidate,
  });
}

/** POST /api/admin/staff/{id}/password-reset: e-mails them a link to choose a new password. */
export function useSendStaffReset() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${ADMIN_STAFF_PATH}/${id}/password-reset`, {
        method: 'POST',
        schema: changePasswordResponse,
      }),
  });
}
