import type { StaffBooking } from '@/core/contracts/booking-admin';
import { MutationDialog } from '@/web/components/portal/mutation-dialog';
import { notify } from '@/web/components/ui/toast';
import { formatDate } from '@/web/lib/format';
import { useRecordBalance } from '../api/staff-bookings';

interface RecordBalanceDialogProps {
  booking: StaffBooking | null;
  onClose: () => void;
}

/**
 * Asks before recording the rest of a booking as taken at the venue, since it cannot be undone here; a
 * refusal (nothing is due any more, not this coach's booking) stays in the dialog in the server's words.
 */
export function RecordBalanceDialog({ booking, onClose }: RecordBalanceDialogProps) {
  const record = useRecordBalance();
  return (
    <MutationDialog
      open={booking !== null}
      onOpenChange={(open) => {
        // Opened for another booking next time, it starts without this one's outcome.
        if (!open) {
          record.reset();
          onClose();
        }
      }}
      mutation={record}
      title="Record the balance as paid?"
      description={
        booking ? (
          <>
            {booking.clientName} paid £{booking.payment.dueAtVenue} at the venue for {booking.serviceName} on{' '}
            {formatDate(booking.date)} (<span className="font-mono">{booking.reference}</span>).
          </>
        ) : null
      }
      failure={{
        server: 'The payment could not be recorded. Please try again.',
        network: 'The payment could not be recorded: check your connection and try again.',
      }}
      cancelLabel="Not yet"
      submitLabel="Record balance paid"
      loadingText="Recording..."
      onConfirm={() => {
        if (!booking) return;
        record.mutate(booking.id, {
          onSuccess: () => {
            notify.success(`Balance recorded as paid for ${booking.clientName}.`);
            onClose();
          },
        });
      }}
    />
  );
}
