import { ClipboardCheck, FilterX, Library } from 'lucide-react';
import { useState } from 'react';
import type { StaffDrillAssignment } from '@/core/contracts/drill-assignments';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Field } from '@/web/components/ui/field';
import { LoadError } from '@/web/components/ui/load-error';
import { Select } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/class-names';
import { useCoachStudents } from '../api/coach-students';
import { useStaffAssignments } from './api/drill-assignments';
import { AssignmentCard } from './assignment-card';
import {
  type AssignmentFilters,
  hasFilters,
  isStatusFilter,
  NO_FILTERS,
  STATUS_FILTER_OPTIONS,
  type StudentOption,
  serverFiltersFor,
  studentOptions,
  visibleAssignments,
} from './assignment-filters';
import { AssignmentStats } from './assignment-stats';
import { RemoveDialog } from './remove-dialog';
import { ReviewDialog } from './review-dialog';

function PanelSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p className="sr-only" role="status">
        Loading challenges…
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className={cn('h-20 rounded-xl', i === 4 && 'col-span-2 sm:col-span-1')} />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-72 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

function FilterBar({
  filters,
  students,
  onChange,
}: {
  filters: AssignmentFilters;
  students: StudentOption[];
  onChange(next: AssignmentFilters): void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
      <Field label="Status">
        <Select
          value={filters.status}
          onChange={(event) =>
            isStatusFilter(event.target.value) && onChange({ ...filters, status: event.target.value })
          }
        >
          {STATUS_FILTER_OPTIONS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Student">
        <Select
          value={filters.student}
          onChange={(event) => onChange({ ...filters, student: event.target.value })}
        >
          <option value="all">All students</option>
          {students.map(({ id, name }) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

/**
 * Every drill assignment of the coach's students (an admin: of every student): the server's counts as
 * chips, filters by status and by student, and a card per assignment with Review and Remove. The screen's
 * text says "challenge", as the spec's Challenges tab does.
 */
export function AssignmentsPanel({ staffId, onOpenLibrary }: { staffId: string; onOpenLibrary(): void }) {
  const [filters, setFilters] = useState<AssignmentFilters>(NO_FILTERS);
  const [reviewing, setReviewing] = useState<StaffDrillAssignment | null>(null);
  const [removing, setRemoving] = useState<StaffDrillAssignment | null>(null);
  const list = useStaffAssignments(staffId, serverFiltersFor(filters));
  const students = useCoachStudents(staffId);

  if (list.isError && !list.data) {
    return (
      <LoadError
        title="We could not load your students’ challenges"
        onRetry={() => list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (!list.data) return <PanelSkeleton />;

  const { counts, assignments } = list.data;
  const total = counts.assigned + counts.in_progress + counts.completed + counts.reviewed;
  const shown = visibleAssignments(assignments, filters);
  const filtered = hasFilters(filters);
  const changing = list.isPlaceholderData;

  if (total === 0 && !filtered) {
    return (
      <EmptyState
        icon={ClipboardCheck}
        title="No Challenges Assigned"
        text="Assign a drill from the Drill Library to give your students their first challenge."
        action={
          <Button onClick={onOpenLibrary}>
            <Library aria-hidden="true" />
            Open the Drill Library
          </Button>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <AssignmentStats
        counts={counts}
        active={filters.status}
        onSelect={(status) => setFilters({ ...filters, status })}
      />
      <FilterBar
        filters={filters}
        students={studentOptions(students.data, assignments)}
        onChange={setFilters}
      />
      {list.isRefetchError && (
        <Alert tone="info">
          We could not refresh just now; these are the challenges from the last update.
        </Alert>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-ink-600" role="status">
          {changing
            ? 'Updating…'
            : filtered
              ? `${shown.length} of ${total} ${total === 1 ? 'challenge' : 'challenges'}`
              : `${total} ${total === 1 ? 'challenge' : 'challenges'}`}
        </p>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => setFilters(NO_FILTERS)}>
            <FilterX aria-hidden="true" />
            Clear filters
          </Button>
        )}
      </div>
      {shown.length === 0 ? (
        <EmptyState
          icon={FilterX}
          title="No challenges match these filters"
          text="Try another status or student, or clear the filters to see every challenge."
          action={
            <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <ul
          aria-label="Challenges"
          aria-busy={changing || undefined}
          className={cn(
            'grid gap-5 transition-opacity duration-150 md:grid-cols-2 xl:grid-cols-3',
            changing && 'opacity-60',
          )}
        >
          {shown.map((assignment) => (
            <li key={assignment.id} className="min-w-0">
              <AssignmentCard
                assignment={assignment}
                onReview={() => setReviewing(assignment)}
                onRemove={() => setRemoving(assignment)}
              />
            </li>
          ))}
        </ul>
      )}
      {reviewing && <ReviewDialog assignment={reviewing} onClose={() => setReviewing(null)} />}
      {removing && <RemoveDialog assignment={removing} onClose={() => setRemoving(null)} />}
    </div>
  );
}
