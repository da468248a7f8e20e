import { queryOptions } from '@tanstack/react-query';
import { storageUsageResponse } from '@/core/contracts/storage';
import { apiGet } from '@/web/lib/api';

export const storageUsagePath = (studentId: string) =>
  `/api/students/${encodeURIComponent(studentId)}/storage`;

/** GET /api/students/{id}/storage: the space the student's uploads take and their largest files. */
export const storageUsageQuery = (studentId: string) =>
  queryOptions({
    queryKey: ['student-storage', studentId],
    queryFn: ({ signal }) => apiGet(storageUsagePath(studentId), storageUsageResponse, signal),
  });
