import { Link } from 'react-router';
import { buttonClasses } from '@/web/components/ui/button';
import { SimplePage } from '../components/simple-page';

export function PaymentSuccessPage() {
  return (
    <SimplePage
      documentTitle="Payment Successful"
      eyebrow="Thank you"
      title="Payment Successful"
      lead="Your payment has been received. Check your email for your booking confirmation, and arrive 10 minutes before your lesson."
      topic="your booking"
      secondaryAction={
        <Link to="/student-portal" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          View My Bookings
        </Link>
      }
    />
  );
}
