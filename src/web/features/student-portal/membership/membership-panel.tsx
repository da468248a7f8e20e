import { CreditCard, Repeat } from 'lucide-react';
import { useState } from 'react';
import { academy } from '@/core/content/academy';
import type { MembershipSummary, MembershipView } from '@/core/contracts/memberships';
import { Alert } from '@/web/components/ui/alert';
import { Badge, TierBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { errorMessageFor } from '@/web/lib/api';
import { ChangePlanDialog } from './change-plan-dialog';
import { CreditLessonBooking } from './credit-lesson-booking';
import { useManageMembership, useMembership } from './membership-api';
import { allowanceLine, graceNotice, paymentLine, statusOf, tierSourceLine } from './membership-words';
import { PlanChoices } from './plan-choices';

const LIVE = new Set(['active', 'past_due']);

/**
 * One student's membership: the plan and its state, the credits to spend, and for the one who pays,
 * changing plan and Stripe's customer portal; with no membership, the plans to choose from.
 */
export function MembershipPanel({
  studentId,
  firstName,
  chosenPlan,
}: {
  /** A guardian's child; undefined for the signed-in student. */
  studentId?: string;
  firstName: string;
  /** A plan chosen before signing in (the picker or the squad page), shown first. */
  chosenPlan?: { planId: number; squadTime?: string };
}) {
  const membership = useMembership(studentId);
  if (membership.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <span className="sr-only">Loading the membership…</span>
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (membership.isError) {
    return (
      <LoadError
        title="We could not load the membership"
        onRetry={() => membership.refetch()}
        retrying={membership.isFetching}
      />
    );
  }
  const view = membership.data;
  const live = view.membership && LIVE.has(view.membership.status) ? view.membership : null;
  return (
    <div className="flex flex-col gap-6">
      {live ? (
        <CurrentMembership view={view} membership={live} studentId={studentId} />
      ) : (
        <NoMembership view={view} firstName={firstName} />
      )}
      {live && view.creditLessons.length > 0 && live.credits && (
        <CreditLessonBooking
          lessons={view.creditLessons}
          creditsLeft={live.credits.left}
          studentId={studentId}
        />
      )}
      {!live && view.canBuy && (
        <PlanChoices plans={view.plans} studentId={studentId} firstName={firstName} chosen={chosenPlan} />
      )}
    </div>
  );
}

function CurrentMembership({
  view,
  membership,
  studentId,
}: {
  view: MembershipView;
  membership: MembershipSummary;
  studentId?: string;
}) {
  const [changing, setChanging] = useState(false);
  const manage = useManageMembership(studentId);
  const status = statusOf(membership);
  const grace = graceNotice(membership);
  const allowance = allowanceLine(membership);
  const source = tierSourceLine(view);
  const otherPlans = view.plans.filter((p) => p.kind === membership.plan.kind && p.id !== membership.plan.id);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle className="text-2xl">{membership.plan.name}</CardTitle>
          <CardDescription>{paymentLine(membership)}</CardDescription>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {grace && (
          <Alert tone="error" title="Payment failed">
            {grace}
          </Alert>
        )}
        <dl className="grid gap-3 text-base sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-ink-600">Portal tier</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <TierBadge tier={view.tier} />
              {source && <span className="text-sm text-ink-600">{source}</span>}
            </dd>
          </div>
          {allowance && (
            <div className="flex flex-col gap-1">
              <dt className="text-sm text-ink-600">{membership.squadTime ? 'Squad place' : 'Lessons'}</dt>
              <dd>{allowance}</dd>
            </div>
          )}
        </dl>
        {membership.managedByYou ? (
          <div className="flex flex-col gap-3 sm:flex-row">
            {otherPlans.length > 0 && (
              <Button variant="secondary" onClick={() => setChanging(true)}>
                <Repeat className="size-4" aria-hidden="true" />
                Change plan
              </Button>
            )}
            <Button
              variant="secondary"
              loading={manage.isPending}
              loadingText="Opening Stripe…"
              onClick={() =>
                manage.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })
              }
            >
              <CreditCard className="size-4" aria-hidden="true" />
              Manage membership
            </Button>
          </div>
        ) : (
          <p className="text-base text-ink-600">
            The parent or guardian who pays for this membership manages it from their family account.
          </p>
        )}
        {manage.isError && (
          <Alert>
            {errorMessageFor(manage.error, {
              server: 'Stripe could not be opened. Please try again.',
              network: 'We could not reach the academy. Check your connection and try again.',
            })}
          </Alert>
        )}
        <p className="text-sm text-ink-600">
          Card, invoices and cancelling are in Manage membership, on Stripe’s secure pages.
        </p>
      </CardContent>
      {changing && (
        <ChangePlanDialog
          open={changing}
          onOpenChange={setChanging}
          current={membership}
          plans={otherPlans}
          studentId={studentId}
        />
      )}
    </Card>
  );
}

function NoMembership({ view, firstName }: { view: MembershipView; firstName: string }) {
  const source = tierSourceLine(view);
  const ended = view.membership?.status === 'canceled' ? view.membership : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-2xl">
          {ended ? `${ended.plan.name} has ended` : 'No membership yet'}
        </CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-2">
          Portal tier <TierBadge tier={view.tier} />
          {source && <span>{source}</span>}
        </CardDescription>
      </CardHeader>
      {!view.canBuy && (
        <CardContent>
          {view.soldOnline ? (
            <p className="text-base text-ink-600">
              {firstName}’s parent or guardian chooses a membership from their family account.
            </p>
          ) : (
            <p className="text-base text-ink-600">
              Memberships are arranged with the academy: call {academy.phone.display} or e-mail{' '}
              <a className="font-medium text-brand-700 underline" href={`mailto:${academy.email}`}>
                {academy.email}
              </a>
              .
            </p>
          )}
        </CardContent>
      )}
    </Card>
  );
}
