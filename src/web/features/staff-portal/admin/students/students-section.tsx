import { GraduationCap, SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { MEMBERSHIP_TIER_LABELS, MEMBERSHIP_TIERS } from '@/core/rules/membership-tiers';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Field } from '@/web/components/ui/field';
import { LoadError } from '@/web/components/ui/load-error';
import { SearchField } from '@/web/components/ui/search-field';
import { Select } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAdminStaff } from '../api/admin-staff';
import { useAdminStudents } from '../api/admin-students';
import {
  type CoachOption,
  coachOptions,
  filterAdminStudents,
  hasFilters,
  NO_FILTERS,
  type StudentFilters,
} from './student-filters';
import { StudentRow } from './student-row';

/** Rows drawn at a time: an academy of thousands stays quick, and the filters find anyone further down. */
const PAGE_SIZE = 50;

function StudentsSkeleton() {
  return (
    <div className="rounded-xl border border-line bg-white shadow-card" aria-busy="true">
      <p className="sr-only" role="status">
        Loading students…
      </p>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex flex-col gap-3 border-b border-line p-5 last:border-b-0 lg:flex-row">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56" />
          </div>
          <Skeleton className="h-12 lg:w-44" />
          <Skeleton className="h-12 lg:w-60" />
        </div>
      ))}
    </div>
  );
}

function Filters({
  filters,
  onChange,
  coaches,
}: {
  filters: StudentFilters;
  onChange(next: StudentFilters): void;
  coaches: readonly CoachOption[];
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_15rem_11rem]">
      <SearchField
        label="Search students"
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
        placeholder="Name or e-mail"
        className="sm:col-span-2 lg:col-span-1"
      />
      <Field label="Coach">
        <Select
          value={filters.coach}
          onChange={(event) => onChange({ ...filters, coach: event.target.value })}
        >
          <option value="all">All coaches</option>
          <option value="none">No coach</option>
          {coaches.map((coach) => (
            <option key={coach.id} value={coach.id}>
              {coach.active ? coach.name : `${coach.name} (disabled)`}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Tier">
        <Select
          value={filters.tier}
          onChange={(event) => onChange({ ...filters, tier: event.target.value as StudentFilters['tier'] })}
        >
          <option value="all">All tiers</option>
          {MEMBERSHIP_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {MEMBERSHIP_TIER_LABELS[tier]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

/** Every student in the academy: find them, set their coach, and set their tier by hand. */
export function StudentsSection() {
  const students = useAdminStudents();
  // The coach choices come from the staff accounts rather than the public coach list, which browsers may
  // cache for a minute: a coach added a moment ago is offered at once, and disabled coaches are known.
  const staff = useAdminStaff();
  const [filters, setFilters] = useState<StudentFilters>(NO_FILTERS);
  const [limit, setLimit] = useState(PAGE_SIZE);

  const all = students.data?.students ?? [];
  const coaches = coachOptions(staff.data?.staff ?? [], all);
  const shown = filterAdminStudents(all, filters);

  function changeFilters(next: StudentFilters) {
    setFilters(next);
    setLimit(PAGE_SIZE);
  }

  let body: ReactNode;
  if (students.isError || staff.isError) {
    body = (
      <LoadError
        title="The students could not be loaded"
        onRetry={() => Promise.all([students.refetch(), staff.refetch()])}
        retrying={students.isFetching || staff.isFetching}
      />
    );
  } else if (!students.data || !staff.data) {
    body = <StudentsSkeleton />;
  } else if (all.length === 0) {
    body = (
      <EmptyState
        icon={GraduationCap}
        title="No students yet"
        text="Students appear here once they register on the student portal."
      />
    );
  } else {
    body = (
      <>
        <Filters filters={filters} onChange={changeFilters} coaches={coaches} />
        <p className="text-sm text-ink-600" role="status">
          {hasFilters(filters)
            ? `${shown.length} of ${all.length} students match`
            : `${all.length} ${all.length === 1 ? 'student' : 'students'}`}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title="No students match"
            text="Try another name or e-mail, or clear the filters."
            action={
              <Button variant="secondary" onClick={() => changeFilters(NO_FILTERS)}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line bg-white shadow-card">
            {shown.slice(0, limit).map((student) => (
              <StudentRow key={student.id} student={student} coaches={coaches} />
            ))}
          </ul>
        )}
        {shown.length > limit && (
          <Button variant="secondary" className="self-center" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
            Show more students
          </Button>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="admin-students-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="admin-students-heading" className="font-display text-2xl font-semibold">
          Students
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          Every student in the academy. A new coach is saved as soon as you choose one; a new tier is set by
          hand, with a reason and, if you like, a last day.
        </p>
      </div>
      {body}
    </section>
  );
}
