/** Accounts the journeys use: the seeded demo data, and one staff account made by staff:create. */
export const DEMO_PASSWORD = 'solent-demo-2026';

export const E2E_STAFF = {
  email: 'e2e.instructor@solentgolf.academy',
  password: 'made by the staff create command',
  firstName: 'Morgan',
  lastName: 'Reyes',
};

export const DEMO_STUDENT = { email: 'oliver.bennett@example.com', firstName: 'Oliver' };
export const DEMO_COACH = {
  email: 'james.whitfield@solentgolf.academy',
  firstName: 'James',
  lastName: 'Whitfield',
};
