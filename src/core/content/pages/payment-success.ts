import { ARRIVE_EARLY_MINUTES } from '../programmes';

/** The payment success page (/payment-success, public-site §2). */
export const paymentSuccessPage = {
  title: 'Payment Successful',
  thanks: 'Thank you for booking with us.',
  lead: 'Your payment has been received and your place is confirmed.',
  detailsTitle: 'Your booking',
  nextTitle: 'What’s Next',
  next: [
    'Check your e-mail for your booking confirmation.',
    `Arrive ${ARRIVE_EARLY_MINUTES} minutes before your lesson starts.`,
    'Bring comfortable clothes and shoes. Clubs are provided if you need them.',
  ],
  links: {
    bookings: 'View My Bookings',
    another: 'Book Another Lesson',
  },
  help: 'Questions about your booking? Call us on',
};
