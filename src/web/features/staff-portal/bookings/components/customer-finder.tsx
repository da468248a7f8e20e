import { UserPlus, UserRound } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { FrontDeskCustomer } from '@/core/contracts/front-desk';
import { Button } from '@/web/components/ui/button';
import { SearchField } from '@/web/components/ui/search-field';
import { formatDate } from '@/web/lib/format';
import { useCustomerSearch } from '../api/front-desk';

/**
 * Finding the customer as they are named on the phone: students and families' children whose names or
 * e-mail addresses hold every word typed (from 2 letters), or a new person.
 */
export function CustomerFinder({
  onChoose,
  onNewPerson,
}: {
  onChoose: (customer: FrontDeskCustomer) => void;
  onNewPerson: () => void;
}) {
  const [typed, setTyped] = useState('');
  const q = useDeferredValue(typed);
  const search = useCustomerSearch(q);
  const found = search.data?.customers ?? [];
  const searching = q.trim().length >= 2;

  return (
    <div className="flex flex-col gap-3">
      <SearchField
        label="Find the customer"
        value={typed}
        onChange={setTyped}
        placeholder="Name or e-mail of the student or parent"
      />
      <div aria-live="polite" className="flex flex-col gap-2">
        {searching && search.isError && (
          <p className="text-base text-error-700">The search could not be run. Please try again.</p>
        )}
        {searching && search.isSuccess && found.length === 0 && (
          <p className="text-base text-ink-700">Nobody matches “{q.trim()}”. Book them as a new person.</p>
        )}
        {searching && found.length > 0 && (
          <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto" aria-label="Customers found">
            {found.map((c) => (
              <li key={c.studentId}>
                <button
                  type="button"
                  onClick={() => onChoose(c)}
                  className="flex min-h-11 w-full items-start gap-3 rounded-lg border border-line bg-white px-3 py-2 text-left hover:border-fairway-700 focus-visible:border-fairway-700"
                >
                  <UserRound className="mt-1 size-5 shrink-0 text-fairway-700" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink-900">{c.name}</span>
                    <span className="block text-sm break-words text-ink-700">
                      {c.familyChild ? `Child of ${c.contact.name} · ` : ''}
                      {c.contact.email}
                      {c.dateOfBirth && ` · born ${formatDate(c.dateOfBirth)}`}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button type="button" variant="ghost" className="self-start" onClick={onNewPerson}>
        <UserPlus aria-hidden="true" />
        New person
      </Button>
    </div>
  );
}
