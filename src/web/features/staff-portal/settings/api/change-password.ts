import { useMutation } from '@tanstack/react-query';
import { type ChangePasswordBody, changePasswordResponse } from '@/core/contracts/staff-admin';
import { apiPost } from '@/web/lib/api';

/** POST /api/staff-portal/password: this session stays signed in; every other one of this account ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiPost('/api/staff-portal/password', body, changePasswordResponse),
  });
}
