import { useState } from 'react';
import { Link } from 'react-router';
import type { SquadTime } from '@/core/rules/membership-state';
import { SquadTimeChoice } from '@/web/components/squad-time-choice';
import { buttonClasses } from '@/web/components/ui/button';
import { useSiteConfig } from '@/web/lib/site-config';

/** The squad's plan on the Membership page (its id in the academy's plans). */
const SQUAD_PLAN_ID = 4;

/**
 * Joining the squad monthly, while memberships are sold online: the Friday time, then the Membership page
 * (sign in, choose the child, pay on Stripe). Shown only once the server's settings say the academy sells
 * online, so the prerendered page never offers what the server would refuse.
 */
export function SquadMembershipJoin() {
  const config = useSiteConfig();
  const [time, setTime] = useState<SquadTime>('16:00');
  if (!config?.membershipsOnline) return null;
  return (
    <div className="mx-auto mb-10 flex max-w-xl flex-col gap-4 rounded-2xl border border-fairway-600 bg-white p-6 shadow-raised sm:p-8">
      <h3 className="text-2xl font-semibold">Join the squad monthly</h3>
      <p className="text-base text-ink-700">
        A fixed place every Friday, booked for each month you pay. Choose the time, then sign in to choose
        your child and pay securely.
      </p>
      <SquadTimeChoice name="squad-join-time" value={time} onChange={setTime} />
      <Link
        to={`/portal/membership?plan=${SQUAD_PLAN_ID}&squadTime=${time}`}
        className={buttonClasses({ variant: 'primary', size: 'lg', className: 'w-full' })}
      >
        Join Development Squad
      </Link>
    </div>
  );
}
