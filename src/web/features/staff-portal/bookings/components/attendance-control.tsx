import { CircleCheck, UserX } from 'lucide-react';
import type { Attendance } from '@/core/contracts/booking';
import type { StaffBooking } from '@/core/contracts/booking-admin';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { useMarkAttendance } from '../api/front-desk';

const CHOICES: { value: Attendance; label: string; icon: typeof CircleCheck }[] = [
  { value: 'attended', label: 'Attended', icon: CircleCheck },
  { value: 'no_show', label: 'No-show', icon: UserX },
];

/**
 * Whether the participant came: two pressed-or-not buttons, pressing the chosen one again clears it. What
 * shows pressed is what the server stored; it refuses a mark before the session starts, in its own words.
 */
export function AttendanceControl({ booking }: { booking: StaffBooking }) {
  const mark = useMarkAttendance();
  const who = booking.participantName ?? booking.clientName;

  function choose(value: Attendance) {
    const attendance = booking.attendance === value ? null : value;
    mark.mutate(
      { bookingId: booking.id, placeId: booking.placeId, attendance },
      {
        onSuccess: () =>
          notify.success(
            attendance === null
              ? `Attendance cleared for ${who}.`
              : `${who} marked as ${attendance === 'attended' ? 'attended' : 'a no-show'}.`,
          ),
        onError: (error) =>
          notify.error(
            errorMessageFor(error, {
              server: 'Attendance could not be saved. Please try again.',
              network: 'Attendance could not be saved: check your connection and try again.',
            }),
          ),
      },
    );
  }

  return (
    <fieldset className="flex flex-wrap items-center gap-2" disabled={mark.isPending}>
      <legend className="sr-only">Attendance of {who}</legend>
      {CHOICES.map(({ value, label, icon: Icon }) => {
        const pressed = booking.attendance === value;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={pressed}
            onClick={() => choose(value)}
            className={cn(
              'inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-base font-semibold text-ink-700 transition-colors duration-150 hover:border-fairway-700 hover:text-ink-900 disabled:opacity-60',
              pressed && value === 'attended' && 'border-success-700 bg-success-50 text-success-700',
              pressed && value === 'no_show' && 'border-error-700 bg-error-50 text-error-700',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </button>
        );
      })}
    </fieldset>
  );
}
