import { SimplePage } from '../components/simple-page';

export function BookingComparisonPage() {
  return (
    <SimplePage
      documentTitle="Booking Comparison"
      eyebrow="Booking options"
      title="Booking Comparison"
      lead="A side-by-side look at the academy's ways to book a lesson online."
      topic="online booking"
    />
  );
}
