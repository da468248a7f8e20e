export const COMPANY = 'solentgolf';
export const API_KEY = 'sb-api-key-0123456789abcdef';
export const NOT_ANSWERING =
  'The booking system is not answering. Please try again or call us on 07700 900461.';

/** What the SimplyBook.me double holds: services (one hidden, one retired), two coaches and their open times. */
export function catalogue() {
  return {
    events: {
      '1': {
        id: '1',
        name: 'Junior Private Lesson',
        duration: '60',
        hide_duration: '0',
        description: '<p>One to one coaching for juniors &amp; teens.</p>',
        picture: null,
        is_public: '1',
        is_active: '1',
        position: '1',
        price: '35',
        currency: 'GBP',
        unit_map: { '1': null, '2': '60' },
      },
      '2': {
        id: '2',
        name: 'Staff Only Fitting',
        duration: '30',
        is_public: '0',
        is_active: '1',
        price: '0.00',
      },
      '3': {
        id: '3',
        name: 'Adult Private Lesson',
        duration: '45',
        description: '',
        is_public: '1',
        is_active: '1',
        price: '60.00',
      },
      '4': { id: '4', name: 'Retired Clinic', duration: '90', is_public: '1', is_active: '0', price: '20' },
    },
    units: {
      '1': { id: '1', name: 'James Whitfield', email: 'james@example.com', is_visible: '1', position: '1' },
      '2': { id: '2', name: 'Emma Caldwell', email: 'emma@example.com', is_visible: '1', position: '2' },
    },
    slots: {
      '2026-11-22': ['16:00:00'],
      '2026-11-23': ['09:00:00', '10:00:00'],
      '2026-11-24': ['10:00:00', '09:00:00', '11:30:00'],
      '2026-11-25': [],
      '2026-11-27': ['14:00:00'],
    } as Record<string, string[]>,
  };
}

export const bookBody = (overrides: Record<string, unknown> = {}) => ({
  serviceId: 1,
  providerId: 2,
  date: '2026-11-24',
  time: '10:00',
  clientData: { name: 'Ava Patel', email: 'parent@example.com', phone: '07700 900123' },
  additionalFields: { comment: 'Left-handed' },
  ...overrides,
});
