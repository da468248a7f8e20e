import type { VideoConversionsResponse } from '@/core/contracts/video-conversion-admin';
import type { Db } from '../../db/client';
import { accessPolicy, requireAdmin } from '../access/access-policy';
import type { VideoConverter } from './video-converter';
import { videoRenditionsRepository } from './video-renditions.repository';

const LISTED_FAILURES = 20;

/** The conversion queue's state for administrators: counts per status, the latest failures and why. */
export function videoConversionAdminService(deps: { db: Db; converter: Pick<VideoConverter, 'installed'> }) {
  const renditions = videoRenditionsRepository(deps.db);
  const access = accessPolicy(deps.db);
  return {
    async overview(staffId: string): Promise<VideoConversionsResponse> {
      requireAdmin(await access.staffActor(staffId), 'Only administrators can see the video conversions');
      const [counts, failures, converterInstalled] = await Promise.all([
        renditions.countsByStatus(),
        renditions.latestFailures(LISTED_FAILURES),
        deps.converter.installed(),
      ]);
      return {
        success: true,
        converterInstalled,
        counts: {
          queued: counts.queued ?? 0,
          converting: counts.converting ?? 0,
          ready: counts.ready ?? 0,
          failed: counts.failed ?? 0,
        },
        failures: failures.map((row) => ({
          sourceKey: row.sourceKey,
          error: row.error,
          attempts: row.attempts,
          createdAt: row.createdAt.toISOString(),
          finishedAt: row.finishedAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
