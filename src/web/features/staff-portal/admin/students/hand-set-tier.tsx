import type { AdminStudent } from '@/core/contracts/staff-admin';
import { MEMBERSHIP_TIER_LABELS } from '@/core/rules/membership-tiers';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { formatDate } from '@/web/lib/format';
import { useClearTierByHand } from '../api/admin-memberships';

const CLEAR_FAILED = {
  server: 'The hand-set tier could not be cleared. Please try again.',
  network: 'The hand-set tier could not be cleared. Please check your connection and try again.',
};

/**
 * A tier set by hand, shown so the academy sees it comes before any membership: why, and its last day. Clearing
 * it lets the membership (or free) decide again.
 */
export function HandSetTier({
  studentId,
  name,
  override,
}: {
  studentId: string;
  name: string;
  override: NonNullable<AdminStudent['tierOverride']>;
}) {
  const clear = useClearTierByHand(studentId);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-700">
      <Badge tone="warning">{MEMBERSHIP_TIER_LABELS[override.tier]} set by hand</Badge>
      <span className="min-w-0 break-words">
        {override.reason} ·{' '}
        {override.endsOn ? `last day ${formatDate(override.endsOn)}` : 'until it is changed'}
      </span>
      <Button
        variant="secondary"
        size="sm"
        loading={clear.isPending}
        // The promise, not mutate's callbacks: this note leaves the row as soon as the tier is cleared, and
        // the callbacks of an unmounted component never run.
        onClick={() =>
          clear.mutateAsync().then(
            () => notify.success(`${name}’s hand-set tier is cleared: their membership decides again.`),
            (error: unknown) => notify.error(errorMessageFor(error, CLEAR_FAILED)),
          )
        }
      >
        Clear hand-set tier<span className="sr-only"> of {name}</span>
      </Button>
    </div>
  );
}
