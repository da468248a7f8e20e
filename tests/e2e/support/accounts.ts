/** Accounts the journeys use: the seeded demo data, and one staff account made by staff:create. */
export const DEMO_PASSWORD = 'solent-demo-2026';

export const E2E_STAFF = {
  email: 'e2e.instructor@solentgolf.academy',
  password: 'made by the staff create command',
  firstName: 'Morgan',
  lastName: 'Reyes',
};

/** A demo junior with a login of their own (the under-13s have none: their parent signs in for them). */
export const DEMO_STUDENT = { email: 'leo.patel@example.com', firstName: 'Leo' };
/** Oliver (12), a child of the demo family: coaches see his seeded drills, rounds and messages. */
export const DEMO_CHILD = { firstName: 'Oliver', name: 'Oliver Bennett' };
export const DEMO_COACH = {
  email: 'james.whitfield@solentgolf.academy',
  firstName: 'James',
  lastName: 'Whitfield',
};

/** The demo family's parent: Oliver (12) and Amelia (9) have no logins; she opens their portals. */
export const DEMO_GUARDIAN = { email: 'hannah.parker@example.com', firstName: 'Hannah' };
