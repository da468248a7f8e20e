import { participantFor } from '../../test/booking-participants';

/** A walk-in for the adult lesson on Wednesday 25 November at 11:00, paid at the venue, as the desk sends it. */
export const walkIn = (overrides: Record<string, unknown> = {}) => ({
  serviceId: 3,
  date: '2026-11-25',
  time: '11:00',
  clientData: { name: 'Dan Morley', email: 'dan.morley@example.test', phone: '07700 900555' },
  participant: participantFor(3),
  payment: 'venue',
  ...overrides,
});
