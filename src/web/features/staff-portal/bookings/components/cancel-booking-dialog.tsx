import type { StaffBooking } from '@/core/contracts/booking-admin';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { formatDate } from '@/web/lib/format';
import { useCancelBooking } from '../api/staff-bookings';

interface CancelBookingDialogProps {
  booking: StaffBooking | null;
  onClose: () => void;
}

/** Asks before cancelling, since the customer is e-mailed at once; then a toast, and the list refreshes. */
export function CancelBookingDialog({ booking, onClose }: CancelBookingDialogProps) {
  const cancel = useCancelBooking();

  async function confirm() {
    if (!booking) return;
    try {
      await cancel.mutateAsync(booking.id);
      notify.success(`Booking cancelled. ${booking.clientName} has been e-mailed.`);
      onClose();
    } catch (error) {
      notify.error(
        errorMessageFor(error, {
          server: 'The booking could not be cancelled. Please try again.',
          network: 'The booking could not be cancelled: check your connection and try again.',
        }),
      );
      onClose();
    }
  }

  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && !cancel.isPending && onClose()}>
      <DialogContent hideClose>
        <DialogHeader>
          <DialogTitle>Cancel this booking?</DialogTitle>
          <DialogDescription>{booking?.clientName} will be e-mailed that it is cancelled.</DialogDescription>
        </DialogHeader>
        {booking && (
          <p className="rounded-md bg-cream-100 px-4 py-3 text-base text-ink-800">
            {booking.serviceName} · {formatDate(booking.date)} at {booking.time} ·{' '}
            <span className="font-mono">{booking.reference}</span>
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={cancel.isPending}>
              Keep booking
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={confirm}
            loading={cancel.isPending}
            loadingText="Cancelling..."
          >
            Cancel booking
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
