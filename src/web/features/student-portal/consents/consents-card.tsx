import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import type { ConsentAgreement, ConsentStatus, StudentConsentsResponse } from '@/core/contracts/consents';
import { Alert } from '@/web/components/ui/alert';
import { Card, CardContent } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { LoadError } from '@/web/components/ui/load-error';
import { LoadingState } from '@/web/components/ui/spinner';
import { errorMessageFor } from '@/web/lib/api';
import { formatDate } from '@/web/lib/format';
import { studentConsentsQuery, useSetConsent } from './consents-api';

const sentence = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

const HOW: Record<ConsentAgreement['method'], string> = {
  portal: 'in the portal',
  paper: 'on paper',
  migrated: 'before consents were kept one by one',
};

function agreedLine(agreement: ConsentAgreement): string {
  return agreement.method === 'portal'
    ? `Agreed by ${agreement.by} on ${formatDate(agreement.givenAt)}`
    : `${agreement.by} (${HOW[agreement.method]}), ${formatDate(agreement.givenAt)}`;
}

/** Where the consent stands, in words: who agreed, whose agreement is still missing, or when it was withdrawn. */
function statusLines(consent: ConsentStatus, firstName: string): string[] {
  const lines: string[] = [];
  if (consent.guardian) lines.push(agreedLine(consent.guardian));
  if (consent.student) lines.push(agreedLine(consent.student));
  if (consent.holds) return lines;
  if (consent.needs.guardian && !consent.guardian && consent.needs.student && consent.student)
    lines.push('Waiting for a parent or guardian to agree too');
  else if (consent.needs.student && !consent.student && consent.guardian)
    lines.push(`Waiting for ${firstName === 'you' ? 'you' : firstName} to agree too`);
  else if (consent.withdrawnAt) lines.push(`Withdrawn on ${formatDate(consent.withdrawnAt)}`);
  else lines.push('Not given');
  return lines;
}

/**
 * A student's consents, one line per purpose, as the server reports them. The caller ticks or unticks their own
 * agreement where the server says they give one (`callerParty`); otherwise the list is read-only. Unticking
 * withdraws the consent at once for everyone who agreed.
 */
export function ConsentsCard({
  studentId,
  firstName,
  audience,
}: {
  studentId: string;
  firstName: string;
  /** 'guardian': the Family area, about a child; 'self': My Profile. */
  audience: 'guardian' | 'self';
}) {
  const consents = useQuery(studentConsentsQuery(studentId));
  const set = useSetConsent(studentId);
  const titleId = `consents-${studentId}`;

  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <section aria-labelledby={titleId} className="flex flex-col gap-3">
          <div className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-fairway-700" aria-hidden="true" />
            <h2 id={titleId} className="font-display text-xl font-semibold text-ink-900">
              {audience === 'guardian' ? `${firstName}'s consents` : 'Consents'}
            </h2>
          </div>
          {consents.isPending ? (
            <LoadingState text="Loading consents..." />
          ) : consents.isError ? (
            <LoadError
              title="We could not load the consents"
              onRetry={() => consents.refetch()}
              retrying={consents.isFetching}
            />
          ) : (
            <ConsentList
              answer={consents.data}
              firstName={firstName}
              audience={audience}
              busy={set.isPending}
              onChange={(purpose, agreed) => set.mutate({ purpose, agreed })}
            />
          )}
          {set.isError && (
            <Alert>
              {errorMessageFor(set.error, {
                server: 'The consent could not be saved. Please try again.',
                network: 'The consent could not be saved. Please check your connection and try again.',
              })}
            </Alert>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

function ConsentList({
  answer,
  firstName,
  audience,
  busy,
  onChange,
}: {
  answer: StudentConsentsResponse;
  firstName: string;
  audience: 'guardian' | 'self';
  busy: boolean;
  onChange: (purpose: ConsentStatus['purpose'], agreed: boolean) => void;
}) {
  const party = answer.callerParty;
  if (!party) {
    // A junior who does not give their own: what their parent or guardian has agreed to, read-only.
    const agreed = answer.consents.filter((c) => c.holds);
    const not = answer.consents.filter((c) => !c.holds);
    return (
      <div className="flex flex-col gap-2 text-base text-ink-800">
        <p>
          {agreed.length > 0
            ? `Your parent or guardian has agreed to ${agreed.map((c) => c.label).join(', ')}.`
            : 'Your parent or guardian has not agreed to anything yet.'}
        </p>
        {not.length > 0 && <p className="text-ink-600">Not agreed: {not.map((c) => c.label).join(', ')}.</p>}
        <p className="text-sm text-ink-600">Your parent or guardian changes these in the Family area.</p>
      </div>
    );
  }
  return (
    <>
      <p className="text-sm text-ink-600">
        {audience === 'guardian'
          ? `Tick what you agree to for ${firstName}. Unticking withdraws the consent straight away.`
          : 'Tick what you agree to. Unticking withdraws the consent straight away.'}
        {answer.consents.some((c) => c.needs.guardian && c.needs.student) &&
          ` Both ${audience === 'guardian' ? firstName : 'you'} and a parent or guardian must agree.`}
      </p>
      <ul className="flex flex-col divide-y divide-line">
        {answer.consents.map((consent) => (
          <li key={consent.purpose} className="py-1">
            <Checkbox
              label={sentence(consent.label)}
              hint={statusLines(consent, audience === 'self' ? 'you' : firstName).join(' · ')}
              checked={consent[party] !== null}
              disabled={busy}
              onCheckedChange={(checked) => onChange(consent.purpose, checked === true)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
