import { GraduationCap, Users } from 'lucide-react';
import { useState } from 'react';
import type { CoachStudent } from '@/core/contracts/coaching';
import { Avatar } from '@/web/components/ui/avatar';
import { Badge, TierBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { SearchField } from '@/web/components/ui/search-field';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDate } from '@/web/lib/format';
import { useCoachStudents } from '../api/coach-students';

function StudentCard({
  student,
  onOpen,
  onCoach,
}: {
  student: CoachStudent;
  onOpen(): void;
  onCoach(): void;
}) {
  const name = `${student.first_name} ${student.last_name}`;
  return (
    <li className="relative flex min-w-0 flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-card transition-shadow hover:shadow-lg">
      <div className="flex items-start gap-3">
        <Avatar name={name} />
        <div className="min-w-0 flex-1">
          <h3 className="font-display text-lg font-semibold">
            {/* The card opens the overview; the Coach button sits above this stretched link. */}
            <button
              type="button"
              onClick={onOpen}
              className="text-left after:absolute after:inset-0 after:content-['']"
            >
              {name}
            </button>
          </h3>
          <p className="truncate text-sm text-ink-600">{student.email}</p>
        </div>
        <TierBadge tier={student.membership_type} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-ink-600">Handicap</dt>
          <dd className="font-semibold">{student.handicap ?? 'Not set'}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Last activity</dt>
          <dd className="font-semibold">
            {student.last_activity ? formatDate(student.last_activity) : 'None yet'}
          </dd>
        </div>
      </dl>
      <ProgressBar value={student.progress} label={`${name}: curriculum progress`} showLabel />
      <div className="flex items-center justify-between gap-3">
        <Badge tone="gold">{`${student.achievements} achievements`}</Badge>
        <Button size="sm" className="relative z-10" onClick={onCoach}>
          <GraduationCap aria-hidden="true" /> Coach
        </Button>
      </div>
    </li>
  );
}

/** My Students (staff-portal §2): the coach's students with real progress and badge counts. */
export function StudentsGrid({
  staffId,
  onOpen,
  onCoach,
}: {
  staffId: string;
  onOpen(id: string): void;
  onCoach(id: string): void;
}) {
  const students = useCoachStudents(staffId);
  const [query, setQuery] = useState('');
  const shown = (students.data ?? []).filter((s) =>
    `${s.first_name} ${s.last_name} ${s.email}`.toLowerCase().includes(query.trim().toLowerCase()),
  );
  return (
    <section>
      <PanelHeading title="My Students" description="Students assigned to you" />
      {students.isError ? (
        <LoadError title="We could not load your students" onRetry={() => students.refetch()} />
      ) : !students.data ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56 rounded-xl" />
          ))}
        </div>
      ) : students.data.length === 0 ? (
        <EmptyState icon={Users} title="No Students Assigned" text="No students assigned to you." as="h2" />
      ) : (
        <div className="flex flex-col gap-4">
          <SearchField label="Search students" value={query} onChange={setQuery} className="max-w-md" />
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="My students">
            {shown.map((s) => (
              <StudentCard key={s.id} student={s} onOpen={() => onOpen(s.id)} onCoach={() => onCoach(s.id)} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
