import { useQuery } from '@tanstack/react-query';
import { Check, HeartPulse, X } from 'lucide-react';
import { useState } from 'react';
import { welfareCardResponse } from '@/core/contracts/welfare';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

const NOT_RECORDED = 'Not recorded';

/**
 * The student's welfare card. Nothing is fetched until the coach asks for it: every read is logged for
 * the family, so a glance at the overview must not count as one. Closing it forgets what was shown.
 */
export function WelfareCard({ studentId }: { studentId: string }) {
  const [open, setOpen] = useState(false);
  const card = useQuery({
    ...getQuery(queryKeys.staffStudentWelfare(studentId), welfareCardResponse),
    enabled: open,
    // Each opening is one logged view; nothing is kept in memory, retried or refreshed behind the coach's back.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });

  if (!open) {
    return (
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <p className="flex items-center gap-2 text-sm text-ink-700">
          <HeartPulse aria-hidden="true" className="size-5 text-fairway-700" />
          Medical, emergency and pick-up details. Each view is recorded.
        </p>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Show welfare details
        </Button>
      </Card>
    );
  }

  return (
    <Card role="region" className="flex flex-col gap-4 p-4 sm:p-5" aria-labelledby="welfare-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="welfare-heading" className="font-display text-xl font-semibold">
          Welfare
        </h2>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Hide welfare details
        </Button>
      </div>
      {card.isError ? (
        <LoadError
          title="We could not load the welfare details"
          onRetry={() => card.refetch()}
          retrying={card.isFetching}
        />
      ) : !card.data ? (
        <Skeleton className="h-40 rounded-lg" aria-busy="true" />
      ) : (
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Entry term="Medical conditions" value={card.data.medicalConditions} />
          <Entry term="Allergies and dietary needs" value={card.data.allergiesAndDietary} />
          <Entry
            term="Emergency contact"
            value={
              card.data.emergencyContact.name &&
              [
                card.data.emergencyContact.name,
                card.data.emergencyContact.relationship && `(${card.data.emergencyContact.relationship})`,
                card.data.emergencyContact.phone,
              ]
                .filter(Boolean)
                .join(' ')
            }
          />
          <Entry term="Authorised to collect" value={card.data.pickupAuthorizedPersons} />
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-ink-700">Parents and guardians</dt>
            {card.data.guardians.length === 0 ? (
              <dd className="text-ink-600">{NOT_RECORDED}</dd>
            ) : (
              card.data.guardians.map((g) => (
                <dd key={`${g.name}-${g.phone}`} className="break-words">
                  {g.name}
                  {g.relationship && ` (${g.relationship})`}
                  {g.phone && ` · ${g.phone}`}
                </dd>
              ))
            )}
          </div>
          {card.data.consents.length > 0 && (
            <div className="sm:col-span-2">
              <dt className="text-sm font-semibold text-ink-700">Consents</dt>
              <dd>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {card.data.consents.map((c) => (
                    <li key={c.kind}>
                      <Badge tone={c.given ? 'success' : 'neutral'} className="whitespace-normal!">
                        {c.given ? (
                          <Check aria-hidden="true" className="shrink-0" />
                        ) : (
                          <X aria-hidden="true" className="shrink-0" />
                        )}
                        {sentenceCase(c.label)}: {c.given ? 'given' : 'not given'}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
      )}
    </Card>
  );
}

/** The server names a consent as a sentence reads it ('coaching videos'); a list item starts with a capital. */
function sentenceCase(label: string) {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function Entry({ term, value }: { term: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-ink-700">{term}</dt>
      <dd className={value ? 'break-words whitespace-pre-line' : 'text-ink-600'}>{value || NOT_RECORDED}</dd>
    </div>
  );
}
