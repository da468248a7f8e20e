import { CalendarClock, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { DiaryCoachesResponse } from '@/core/contracts/booking-admin';
import { staffRoleLabel } from '@/core/rules/staff-roles';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Field } from '@/web/components/ui/field';
import { Select } from '@/web/components/ui/select';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { useAddDiaryCoach } from '../api/diary-coaches';
import { NoticeCard } from './notice-card';
import { TimeOffCard } from './time-off-card';
import { WeeklyHoursCard } from './weekly-hours-card';

function AddCoachCard({ candidates }: { candidates: DiaryCoachesResponse['candidates'] }) {
  const [staffId, setStaffId] = useState('');
  const add = useAddDiaryCoach();
  async function submit() {
    if (!staffId) return;
    try {
      const { coach } = await add.mutateAsync(staffId);
      setStaffId('');
      notify.success(`${coach.name} is now in the booking diary. Set their weekly hours next.`);
    } catch (error) {
      notify.error(
        errorMessageFor(error, {
          server: 'They could not be added. Please try again.',
          network: 'They could not be added: check your connection and try again.',
        }),
      );
    }
  }
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Field label="Add a member of staff to the diary" className="flex-1">
          <Select value={staffId} onChange={(e) => setStaffId(e.target.value)}>
            <option value="">Choose someone…</option>
            {candidates.map((c) => (
              <option key={c.staffId} value={c.staffId}>
                {c.name} ({staffRoleLabel(c.role)})
              </option>
            ))}
          </Select>
        </Field>
        <Button
          variant="secondary"
          onClick={submit}
          disabled={!staffId}
          loading={add.isPending}
          loadingText="Adding..."
        >
          <UserPlus aria-hidden="true" />
          Add to diary
        </Button>
      </CardContent>
    </Card>
  );
}

interface AvailabilityPanelProps {
  isAdmin: boolean;
  diary: DiaryCoachesResponse;
}

/** Weekly hours, notice, breaks and time off: admins for any coach, coaches for themselves. */
export function AvailabilityPanel({ isAdmin, diary }: AvailabilityPanelProps) {
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const coach = diary.coaches.find((c) => c.id === chosen) ?? diary.coaches[0];

  return (
    <div className="flex flex-col gap-5">
      {isAdmin && diary.candidates.length > 0 && <AddCoachCard candidates={diary.candidates} />}
      {!coach ? (
        <EmptyState
          icon={CalendarClock}
          as="h2"
          title={isAdmin ? 'Nobody takes bookings yet' : 'You are not taking bookings yet'}
          text={
            isAdmin
              ? 'Add a coach to the diary above, then set their weekly hours.'
              : 'Ask an academy administrator to add you to the booking diary.'
          }
          className="bg-white"
        />
      ) : (
        <>
          {isAdmin && (
            <Card>
              <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
                <Field label="Coach" className="flex-1">
                  <Select value={String(coach.id)} onChange={(e) => setChosen(Number(e.target.value))}>
                    {diary.coaches.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                        {c.active ? '' : ' (not taking bookings)'}
                      </option>
                    ))}
                  </Select>
                </Field>
                {!coach.active && (
                  <Badge tone="warning" className="self-start sm:self-center">
                    Not taking bookings
                  </Badge>
                )}
              </CardContent>
            </Card>
          )}
          {/* Keyed by coach (and its saved state) so each form starts from what the server holds. */}
          <WeeklyHoursCard key={`hours-${coach.id}-${JSON.stringify(coach.weeklyHours)}`} coach={coach} />
          <div className="grid items-start gap-5 lg:grid-cols-2">
            <NoticeCard
              key={`notice-${coach.id}-${coach.minimumNoticeMinutes}-${coach.bufferMinutes}-${coach.active}`}
              coach={coach}
            />
            <TimeOffCard key={`off-${coach.id}`} coach={coach} />
          </div>
        </>
      )}
    </div>
  );
}
