import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/web/components/ui/button';
import { forStudent, useActingStudent } from '../acting-student';

/**
 * The spec's "Upgrade Required" on what a tier does not open, as a way forward rather than a dead button: it
 * leads to the Membership page, which sells the plans when the academy takes payments online and says how to
 * join when it does not (and, for a junior whose parent pays, who can). A guardian lands on their child's page.
 */
export function UpgradeLink({ title }: { title: string }) {
  const acting = useActingStudent();
  return (
    <Link
      to={forStudent('/portal/membership', acting)}
      aria-label={`Upgrade Required: see the memberships that open ${title}`}
      className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'w-full' })}
    >
      <Lock aria-hidden="true" />
      Upgrade Required
    </Link>
  );
}
