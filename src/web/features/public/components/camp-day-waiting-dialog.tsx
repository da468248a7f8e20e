import { OFFER_HOURS } from '@/core/rules/waiting-list';
import { formatLongDate } from '@/web/lib/format';
import { CampDayWaitingForm } from './camp-day-waiting-form';
import { PublicDialog } from './public-dialog';

export interface CampDayWaitingDialogProps {
  sessionId: number;
  /** yyyy-mm-dd, the day's London date. */
  date: string;
  onClosed: () => void;
}

/** A fully booked camp day's waiting list, loaded when the visitor reaches for it. */
export default function CampDayWaitingDialog({ sessionId, date, onClosed }: CampDayWaitingDialogProps) {
  return (
    <PublicDialog
      title="Join the waiting list"
      intro={`${formatLongDate(date)} is fully booked. If a place comes up, we will e-mail the first on the list and hold it for them for up to ${OFFER_HOURS} hours.`}
      onClosed={onClosed}
    >
      {(close) => <CampDayWaitingForm sessionId={sessionId} onDone={close} />}
    </PublicDialog>
  );
}
