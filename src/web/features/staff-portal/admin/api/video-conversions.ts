import { useQuery } from '@tanstack/react-query';
import { videoConversionsResponse } from '@/core/contracts/video-conversion-admin';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/** GET /api/admin/video-conversions: the conversion queue's counts, latest failures, and the converter. */
export const videoConversionsQuery = getQuery(queryKeys.videoConversions(), videoConversionsResponse);

export function useVideoConversions() {
  return useQuery(videoConversionsQuery);
}
