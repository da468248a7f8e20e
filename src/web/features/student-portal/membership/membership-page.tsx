import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SignInHeader } from '@/web/components/portal/sign-in-header';
import { Alert } from '@/web/components/ui/alert';
import { Card, CardContent } from '@/web/components/ui/card';
import { LoadError } from '@/web/components/ui/load-error';
import { LoadingState, Spinner } from '@/web/components/ui/spinner';
import { queryKeys } from '@/web/lib/query-keys';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useStudentSession } from '../api/session';
import { AuthCard } from '../components/auth-card';
import { PortalLoading } from '../components/portal-loading';
import { useFamily } from '../family/api/family';
import { useMembershipCheckout } from './membership-api';
import { MembershipPanel } from './membership-panel';

const PORTAL = '/student-portal';

/**
 * /portal/membership: a student's membership (a guardian's child with `?studentId=`), where Stripe's pages
 * send people back to. `?plan=` (and `squadTime=`) is a plan chosen on the public site before signing in;
 * `?session_id=` is the return from Checkout, confirmed by the server before anything is said.
 */
export function MembershipPage() {
  useDocumentTitle('Membership');
  const session = useStudentSession();
  const [params] = useSearchParams();
  const planParam = Number(params.get('plan'));
  const chosenPlan =
    Number.isInteger(planParam) && planParam > 0
      ? { planId: planParam, squadTime: params.get('squadTime') ?? undefined }
      : undefined;
  if (session.isPending) return <PortalLoading />;
  if (!session.data) {
    // Signing in (or registering) here keeps the address, so the chosen plan is still there afterwards.
    return <AuthCard />;
  }
  const sessionId = params.get('session_id');
  return (
    <div className="min-h-dvh bg-cream-100">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:py-12">
        <SignInHeader />
        <main id="main" className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <Link
              to={PORTAL}
              className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-fairway-800 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to the portal
            </Link>
            <h1 className="text-3xl font-semibold sm:text-4xl">Membership</h1>
          </div>
          {sessionId && <ReturnFromCheckout sessionId={sessionId} />}
          {session.data.kind === 'guardian' ? (
            <ForChild studentId={params.get('studentId')} chosenPlan={chosenPlan} />
          ) : (
            <MembershipPanel firstName={session.data.user.firstName} chosenPlan={chosenPlan} />
          )}
        </main>
      </div>
    </div>
  );
}

/** A guardian's page: the child named in the address, or the choice of child. */
function ForChild({
  studentId,
  chosenPlan,
}: {
  studentId: string | null;
  chosenPlan?: { planId: number; squadTime?: string };
}) {
  const family = useFamily();
  if (family.isPending) return <LoadingState text="Loading your family…" />;
  if (family.isError) {
    return (
      <LoadError
        title="We could not load your family"
        onRetry={() => family.refetch()}
        retrying={family.isFetching}
      />
    );
  }
  const child = family.data.children.find((c) => c.id === studentId);
  if (child)
    return <MembershipPanel studentId={child.id} firstName={child.firstName} chosenPlan={chosenPlan} />;
  if (family.data.children.length === 0) {
    return (
      <Alert tone="info">
        Add your child on the{' '}
        <Link to={PORTAL} className="font-semibold underline">
          Family page
        </Link>{' '}
        first: a membership is for one child.
      </Alert>
    );
  }
  const query = new URLSearchParams(chosenPlan ? { plan: String(chosenPlan.planId) } : {});
  if (chosenPlan?.squadTime) query.set('squadTime', chosenPlan.squadTime);
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 sm:p-8">
        <h2 className="text-xl font-semibold">Which child is the membership for?</h2>
        <ul className="flex flex-col gap-2">
          {family.data.children.map((c) => {
            query.set('studentId', c.id);
            return (
              <li key={c.id}>
                <Link
                  to={`/portal/membership?${query.toString()}`}
                  className="flex min-h-12 items-center justify-between rounded-md border border-ink-200 px-4 text-base font-medium hover:border-brand-600 hover:bg-brand-50"
                >
                  {c.firstName} {c.lastName}
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Back from Stripe: says the membership is booked only once the server has Stripe's word for it. */
function ReturnFromCheckout({ sessionId }: { sessionId: string }) {
  const outcome = useMembershipCheckout(sessionId);
  const queryClient = useQueryClient();
  const active = outcome.data?.status === 'active';
  useEffect(() => {
    if (active)
      void queryClient.invalidateQueries({ queryKey: queryKeys.membership(outcome.data?.studentId) });
    if (active) void queryClient.invalidateQueries({ queryKey: queryKeys.membership(undefined) });
  }, [active, outcome.data?.studentId, queryClient]);
  if (outcome.isPending) {
    return (
      <Alert tone="info">
        <span className="inline-flex items-center gap-2">
          <Spinner /> Checking the payment with Stripe…
        </span>
      </Alert>
    );
  }
  if (outcome.isError) {
    return (
      <Alert>
        We could not check the payment just now. Reload the page in a moment to see the membership.
      </Alert>
    );
  }
  if (active) {
    return (
      <Alert tone="success" title="Welcome aboard">
        Membership booking created successfully! Package: {outcome.data.planName}
      </Alert>
    );
  }
  if (outcome.data.status === 'pending') {
    return (
      <Alert tone="info">
        Stripe has not confirmed the payment for {outcome.data.planName} yet. This page will update when it
        does; nothing is booked until then.
      </Alert>
    );
  }
  return <Alert>No payment was taken for {outcome.data.planName}, so nothing was booked.</Alert>;
}
