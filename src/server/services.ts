import type { Clock } from './clock';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';
import { builtinBookingProvider } from './modules/booking/builtin-provider';
import { coachesService } from './modules/coaches/coaches.service';
import { passwordResetService } from './modules/password-reset/password-reset.service';
import { portalAuthService } from './modules/portal-auth/portal-auth.service';
import { rateLimitService } from './modules/rate-limit/rate-limit.service';
import { sessionsService } from './modules/sessions/sessions.service';
import { staffAuthService } from './modules/staff-auth/staff-auth.service';
import { waitingListService } from './modules/waiting-list/waiting-list.service';

export interface ServiceDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  rateLimitFactor: number;
  notifyEmail: string;
  bookingCompanyUrl?: string;
  log?: { error(obj: object, msg: string): void };
}

/** Wires the use-case services once per app instance. */
export function createServices(deps: ServiceDeps) {
  const sessions = sessionsService(deps);
  const rateLimits = rateLimitService({ db: deps.db, clock: deps.clock, factor: deps.rateLimitFactor });
  const builtin = builtinBookingProvider({
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    appUrl: deps.appUrl,
    companyUrl: deps.bookingCompanyUrl,
    log: deps.log,
  });
  return {
    sessions,
    rateLimits,
    portalAuth: portalAuthService({ db: deps.db, sessions, rateLimits }),
    staffAuth: staffAuthService({ db: deps.db, sessions, rateLimits }),
    passwordReset: passwordResetService({ ...deps, rateLimits }),
    coaches: coachesService(deps),
    waitingList: waitingListService({ ...deps, rateLimits }),
    bookingProvider: builtin,
    /** The academy's own diary: bookings, cancel links, reminders and the staff's view. */
    bookings: builtin.bookings,
  };
}
export type Services = ReturnType<typeof createServices>;
