import { SimplePage } from '../components/simple-page';

export function CustomBookingPage() {
  return (
    <SimplePage
      documentTitle="Custom Booking System"
      eyebrow="Book a lesson"
      title="Custom Booking System"
      lead="Book in three steps: select a service, pick a date and time, then book and confirm."
      topic="online booking"
    />
  );
}
