import { Check } from 'lucide-react';
import { useState } from 'react';
import { membershipPlans } from '@/core/content/programmes';
import type { PlanSummary } from '@/core/contracts/memberships';
import { SQUAD_TIMES, type SquadTime } from '@/core/rules/membership-state';
import { SquadTimeChoice } from '@/web/components/squad-time-choice';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { errorMessageFor } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { formatPence } from '@/web/lib/format';
import { useStartMembership } from './membership-api';

/**
 * The plans to choose from, at the prices the server charges. Choosing one opens Stripe's secure page;
 * nothing is bought until Stripe confirms the first payment. The squad is offered when it was chosen on
 * its own page (it needs a weekly time).
 */
export function PlanChoices({
  plans,
  studentId,
  firstName,
  chosen,
}: {
  plans: PlanSummary[];
  studentId?: string;
  firstName: string;
  chosen?: { planId: number; squadTime?: string };
}) {
  const start = useStartMembership(studentId);
  const [squadTime, setSquadTime] = useState<SquadTime | undefined>(
    SQUAD_TIMES.find((t) => t === chosen?.squadTime),
  );
  const shown = plans.filter((p) => p.kind === 'coaching' || p.id === chosen?.planId);
  const buy = (plan: PlanSummary) =>
    start.mutate(
      { planId: plan.id, ...(plan.kind === 'squad' && squadTime && { squadTime }) },
      { onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl) },
    );
  return (
    <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="plans-heading" className="text-2xl font-semibold">
          Choose a plan for {firstName}
        </h2>
        <p className="mt-1 text-base text-ink-600">
          Billed monthly by card on Stripe’s secure page. Change plan or cancel at any time from this page.
        </p>
      </div>
      {start.isError && (
        <Alert>
          {errorMessageFor(start.error, {
            server: 'Payment could not be started. Nothing was charged: please try again.',
            network: 'We could not reach the academy. Check your connection and try again.',
          })}
        </Alert>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        {shown.map((plan) => {
          const content = membershipPlans.find((p) => p.id === plan.id);
          const highlighted = plan.id === chosen?.planId;
          return (
            <Card key={plan.id} className={cn('flex flex-col', highlighted && 'ring-2 ring-brand-600')}>
              <CardHeader className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <CardTitle className="text-xl">{plan.name}</CardTitle>
                  {content?.popular && <Badge tone="gold">Most Popular</Badge>}
                </div>
                <p className="font-display text-3xl font-semibold">
                  {formatPence(plan.pricePence)}
                  <span className="font-sans text-base font-normal text-ink-600"> a month</span>
                </p>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-4">
                <ul className="flex flex-col gap-2 text-base">
                  {(
                    content?.features ?? [
                      `${plan.sessions} squad sessions a month`,
                      'A fixed weekly place in a group of four',
                    ]
                  ).map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
                {plan.kind === 'squad' && (
                  <SquadTimeChoice name="squad-time" value={squadTime} onChange={setSquadTime} />
                )}
                <Button
                  className="mt-auto"
                  variant={highlighted || content?.popular ? 'primary' : 'secondary'}
                  disabled={(plan.kind === 'squad' && !squadTime) || start.isPending}
                  loading={start.isPending && start.variables?.planId === plan.id}
                  loadingText="Opening secure payment…"
                  onClick={() => buy(plan)}
                >
                  Choose {plan.name}
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
