import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RegisterBody, studentAuthResponse } from '@/core/contracts/auth';
import { type FamilyRegisterBody, guardianAuthResponse } from '@/core/contracts/family';
import { apiPost } from '@/web/lib/api';
import { studentSessionQuery, viewerOf } from './session';

/** POST /api/portal/register: creates the student's account and signs in. */
export function registerStudent(body: RegisterBody) {
  return apiPost('/api/portal/register', body, studentAuthResponse);
}

export function useStudentRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerStudent,
    onSuccess: ({ user }) => queryClient.setQueryData(studentSessionQuery.queryKey, viewerOf({ user })),
  });
}

/** POST /api/family/register: a parent or guardian's family account, signed in at once. */
export function registerFamily(body: FamilyRegisterBody) {
  return apiPost('/api/family/register', body, guardianAuthResponse);
}

export function useFamilyRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerFamily,
    onSuccess: ({ guardian }) =>
      queryClient.setQueryData(studentSessionQuery.queryKey, viewerOf({ guardian })),
  });
}
