import type { Redis } from 'ioredis';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import { shortCache } from './lib/short-cache';
import type { Mailer } from './mail/mailer';
import { annotationsService } from './modules/annotations/annotations.service';
import { bookingCheckout } from './modules/booking/booking-checkout';
import { bookingPaymentHandlers } from './modules/booking/booking-payment-events';
import type { BookingProvider } from './modules/booking/booking-provider';
import { bookingWelfareJob } from './modules/booking/booking-welfare.job';
import { builtinBookingProvider } from './modules/booking/builtin-provider';
import { simplybookBookingProvider } from './modules/booking/simplybook/simplybook-provider';
import { bookingAdminAccess } from './modules/booking-admin/booking-admin.access';
import { bookingCatalogueService } from './modules/booking-admin/booking-catalogue.service';
import { diaryCoachesService } from './modules/booking-admin/diary-coaches.service';
import { staffBookingsService } from './modules/booking-admin/staff-bookings.service';
import { campDaysService } from './modules/camp-days/camp-days.service';
import { challengesService } from './modules/challenges/challenges.service';
import { coachProfilesService } from './modules/coach-profiles/coach-profiles.service';
import { coachesService } from './modules/coaches/coaches.service';
import { coachingService } from './modules/coaching/coaching.service';
import { welfareService } from './modules/coaching/welfare.service';
import { consentsService } from './modules/consents/consents.service';
import { accessLogService } from './modules/data-rights/access-log.service';
import { cleanUpService } from './modules/data-rights/clean-up.service';
import { dataRightsService } from './modules/data-rights/data-rights.service';
import { familyDataRightsService } from './modules/data-rights/family-data-rights.service';
import { downloadPaymentHandlers, downloadRefundHandler } from './modules/downloads/download-payment-events';
import { downloadsService } from './modules/downloads/downloads.service';
import { drillAssignmentsService } from './modules/drill-assignments/drill-assignments.service';
import { emailConfirmationService } from './modules/email-confirmation/email-confirmation.service';
import { emailNoticesService } from './modules/email-notices/email-notices.service';
import { adulthoodJob } from './modules/families/adulthood.job';
import { familiesService } from './modules/families/families.service';
import { learningService } from './modules/learning/learning.service';
import { mailAdminService } from './modules/mail-admin/mail-admin.service';
import { creditLessons } from './modules/memberships/credit-lessons';
import { membershipPaymentHandlers } from './modules/memberships/membership-events';
import { membershipsService } from './modules/memberships/memberships.service';
import { messagesService } from './modules/messages/messages.service';
import { modelSwingsService } from './modules/model-swings/model-swings.service';
import { notificationsService } from './modules/notifications/notifications.service';
import { passwordResetService } from './modules/password-reset/password-reset.service';
import { dispatchByKind, withUnmarkedRefunds } from './modules/payments/event-dispatch';
import { paymentsService } from './modules/payments/payments.service';
import { stripeGateway } from './modules/payments/stripe-gateway';
import { paymentsAdminService } from './modules/payments-admin/payments-admin.service';
import { portalAuthService } from './modules/portal-auth/portal-auth.service';
import { publicPricesReader } from './modules/public-prices/public-prices.repository';
import { rateLimitRepository } from './modules/rate-limit/rate-limit.repository';
import { rateLimitService } from './modules/rate-limit/rate-limit.service';
import { redisHitCounter } from './modules/rate-limit/redis-hit-counter';
import { abandonedUploadsJob } from './modules/resumable-uploads/abandoned-uploads.job';
import { resumableUploadsService } from './modules/resumable-uploads/resumable-uploads.service';
import { sessionWaitingListService } from './modules/session-waiting-list/session-waiting-list.service';
import { sessionsService } from './modules/sessions/sessions.service';
import { staffAdminService } from './modules/staff-admin/staff-admin.service';
import { staffAuthService } from './modules/staff-auth/staff-auth.service';
import { storageUsageService } from './modules/storage-usage/storage-usage.service';
import { studentProfileService } from './modules/student-profile/student-profile.service';
import { swingsService } from './modules/swings/swings.service';
import { testimonialsService } from './modules/testimonials/testimonials.service';
import { videoConversionAdminService } from './modules/video-conversion/video-conversion-admin.service';
import type { VideoConverter } from './modules/video-conversion/video-converter';
import { videoRenditionsCleanUpJob } from './modules/video-conversion/video-renditions.clean-up';
import { videoRenditionsRepository } from './modules/video-conversion/video-renditions.repository';
import { voiceOversService } from './modules/voice-overs/voice-overs.service';
import { waitingListService } from './modules/waiting-list/waiting-list.service';
import type { FileStorage } from './storage/file-storage';

export interface ServiceDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  rateLimitFactor: number;
  /** How long public listings (coaches, bookable services) are remembered; 0 reads them every time. */
  publicCacheMs?: number;
  notifyEmail: string;
  bookingCompanyUrl?: string;
  /** Which engine answers the booking calls; the academy's own diary when omitted. */
  booking?: Config['booking'];
  /** Whether bookings take payment, and Stripe's settings when they do; none when omitted. */
  payments?: Config['payments'];
  /** Bookings one e-mail address may make in 24 hours in the academy's own diary. */
  bookingsPerEmailPerDay?: number;
  log?: {
    error(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    info(msg: string): void;
  };
  /** When set, rate-limit counts live in this Redis server instead of the database. */
  redis?: Redis;
  /** Where uploaded files live; services remove the files their records no longer use. */
  storage: FileStorage;
  /** A student's upload space and the free space uploads leave on a local volume. */
  uploads: Config['uploads'];
  /** The queue that converts every stored video to H.264/AAC MP4. */
  videoConverter: VideoConverter;
}

/** Wires the use-case services once per app instance. */
export function createServices(deps: ServiceDeps) {
  const sessions = sessionsService(deps);
  const rateLimits = rateLimitService({
    db: deps.db,
    clock: deps.clock,
    factor: deps.rateLimitFactor,
    counter: deps.redis
      ? redisHitCounter({ redis: deps.redis, fallback: rateLimitRepository(deps.db), log: deps.log })
      : undefined,
  });
  const paymentGateway = deps.payments?.provider === 'stripe' ? stripeGateway(deps.payments) : undefined;
  const checkout = bookingCheckout({
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    appUrl: deps.appUrl,
    gateway: paymentGateway,
    holdMinutes: deps.payments?.holdMinutes ?? 30,
    notifyEmail: deps.notifyEmail,
    log: deps.log,
  });
  const membershipDeps = {
    db: deps.db,
    clock: deps.clock,
    appUrl: deps.appUrl,
    gateway: paymentGateway,
    mailer: deps.mailer,
    notifyEmail: deps.notifyEmail,
    log: deps.log,
  };
  const builtin = builtinBookingProvider({
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    appUrl: deps.appUrl,
    companyUrl: deps.bookingCompanyUrl,
    perEmailPerDay: deps.bookingsPerEmailPerDay,
    checkout,
    notifyEmail: deps.notifyEmail,
    log: deps.log,
  });
  const emailNotices = emailNoticesService({
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    appUrl: deps.appUrl,
  });
  const downloads = downloadsService({
    notices: emailNotices,
    db: deps.db,
    clock: deps.clock,
    appUrl: deps.appUrl,
    gateway: paymentGateway,
    log: deps.log,
  });
  const diaryAccess = bookingAdminAccess(deps.db);
  // The booking calls relay to the configured provider; cancel links and the staff's view always
  // belong to the academy's own diary.
  const provider: BookingProvider =
    deps.booking?.provider === 'simplybook'
      ? simplybookBookingProvider({ db: deps.db, clock: deps.clock, config: deps.booking, log: deps.log })
      : builtin;
  // Every visitor's page asks for the coaches and the services; both change only when staff change them.
  const coaches = coachesService(deps);
  const coachesCache = shortCache(deps.publicCacheMs ?? 0, () => coaches.listPublic());
  // The pages that show edited content (coach profiles, the camp's days) render it from these.
  const coachProfiles = coachProfilesService({ db: deps.db, storage: deps.storage });
  const campDays = campDaysService({ db: deps.db, clock: deps.clock });
  const testimonials = testimonialsService({ db: deps.db, clock: deps.clock });
  const contentCache = shortCache(deps.publicCacheMs ?? 0, async () => ({
    coaches: await coachProfiles.listPublic(),
    campDays: await campDays.days(),
    testimonials: await testimonials.listPublic(),
  }));
  const servicesCache = shortCache(deps.publicCacheMs ?? 0, () => provider.listServices());
  const bookingProvider: BookingProvider = { ...provider, listServices: () => servicesCache.get() };
  // And every public page quotes the prices: read with the listings, forgotten with them.
  const pricesCache = shortCache(deps.publicCacheMs ?? 0, publicPricesReader(deps.db));
  const passwordReset = passwordResetService({ ...deps, rateLimits });
  const emailConfirmation = emailConfirmationService({ ...deps, rateLimits });
  const consents = consentsService({ db: deps.db, clock: deps.clock });
  const families = familiesService({
    ...deps,
    consents,
    sessions,
    rateLimits,
    emailConfirmation,
    // With SimplyBook the bookings are SimplyBook's: the family sees them in its e-mails, not here.
    diary: provider === builtin ? builtin.bookings : undefined,
  });
  const accessLog = accessLogService({ db: deps.db, clock: deps.clock });
  const storageUsage = storageUsageService({
    db: deps.db,
    storage: deps.storage,
    quotaBytes: deps.uploads.studentQuotaBytes,
    studentVideoMaxBytes: deps.uploads.studentVideoMaxBytes,
    minFreeBytes: deps.uploads.minFreeBytes,
    log: deps.log,
  });
  const resumableUploads = resumableUploadsService({
    db: deps.db,
    clock: deps.clock,
    storage: deps.storage,
    storageUsage,
    quotaBytes: deps.uploads.studentQuotaBytes,
    studentVideoMaxBytes: deps.uploads.studentVideoMaxBytes,
    chunkBytes: deps.uploads.chunkBytes,
  });
  /** A coach's voice-overs on swings, drills, exercises and message replies: sent one way, played one way. */
  const voiceOvers = voiceOversService({
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    appUrl: deps.appUrl,
    uploads: resumableUploads,
    notices: emailNotices,
  });
  return {
    sessions,
    passwordReset,
    staffAdmin: staffAdminService({
      db: deps.db,
      clock: deps.clock,
      sessions,
      passwordReset,
      rateLimits,
      mailer: deps.mailer,
    }),
    rateLimits,
    emailConfirmation,
    portalAuth: portalAuthService({
      db: deps.db,
      clock: deps.clock,
      sessions,
      rateLimits,
      emailConfirmation,
      families,
    }),
    /** Family accounts: guardians, their children, and the invitations between them. */
    families,
    /** Consents per purpose: who agreed to what, checked before each act that needs one. */
    consents,
    staffAuth: staffAuthService({ db: deps.db, sessions, rateLimits }),
    coaches: { ...coaches, listPublic: () => coachesCache.get() },
    /** Forgets the remembered public listings: called after any change staff make. */
    /** The prices the public pages quote, from the services and plans staff edit. */
    publicPrices: { get: () => pricesCache.get() },
    /** What the public pages show that staff edit: the shown coach profiles and the camp's coming days. */
    publicContent: { get: () => contentCache.get() },
    coachProfiles,
    campDays,
    /** Waiting lists for full camp days, and the offers of freed places. */
    sessionWaitingList: sessionWaitingListService({
      db: deps.db,
      clock: deps.clock,
      mailer: deps.mailer,
      rateLimits,
      appUrl: deps.appUrl,
      book: provider === builtin ? (request, options) => builtin.bookings.book(request, options) : undefined,
    }),
    testimonials,
    publicListings: {
      clear() {
        coachesCache.clear();
        servicesCache.clear();
        pricesCache.clear();
        contentCache.clear();
      },
    },
    downloads,
    waitingList: waitingListService({ ...deps, rateLimits }),
    bookingProvider,
    studentProfile: studentProfileService({
      db: deps.db,
      clock: deps.clock,
      mailer: deps.mailer,
      accessLog,
      emailConfirmation,
      consents,
    }),
    /** The academy's own diary: bookings, cancel links, reminders and the staff's view. */
    bookings: builtin.bookings,
    staffBookings: staffBookingsService({
      db: deps.db,
      clock: deps.clock,
      access: diaryAccess,
      bookings: builtin.bookings,
    }),
    diaryCoaches: diaryCoachesService({ db: deps.db, clock: deps.clock, access: diaryAccess }),
    bookingCatalogue: bookingCatalogueService({ db: deps.db, clock: deps.clock, access: diaryAccess }),
    learning: learningService({ db: deps.db, clock: deps.clock }),
    modelSwings: modelSwingsService({ db: deps.db, clock: deps.clock, storage: deps.storage }),
    /** Drawings over swings and model swings, versioned, and the drawing templates. */
    annotations: annotationsService({ db: deps.db, clock: deps.clock }),
    messages: messagesService({
      ...deps,
      storageQuotaBytes: deps.uploads.studentQuotaBytes,
      notices: emailNotices,
    }),
    /** News e-mails (a student's message, the coach's reply or review, a purchase request) and their settings. */
    emailNotices,
    notifications: notificationsService(deps),
    drillAssignments: drillAssignmentsService({ db: deps.db, clock: deps.clock, notices: emailNotices }),
    challenges: challengesService({
      db: deps.db,
      clock: deps.clock,
      notices: emailNotices,
      storageQuotaBytes: deps.uploads.studentQuotaBytes,
    }),
    coaching: coachingService({ db: deps.db, clock: deps.clock, storage: deps.storage }),
    accessLog,
    /** The coach's welfare card of a student: every read logged. */
    welfare: welfareService({ db: deps.db, accessLog, consents }),
    dataRights: dataRightsService({ ...deps, rateLimits, accessLog }),
    familyDataRights: familyDataRightsService({ ...deps, rateLimits }),
    /** The daily clean-up of expired sign-ins, spent links and files no row uses. */
    cleanUp: cleanUpService({
      db: deps.db,
      clock: deps.clock,
      storage: deps.storage,
      log: deps.log,
      jobs: [
        adulthoodJob({ families, mailer: deps.mailer }),
        bookingWelfareJob,
        videoRenditionsCleanUpJob,
        abandonedUploadsJob({ storage: deps.storage }),
      ],
    }),
    storageUsage,
    resumableUploads,
    swings: swingsService({
      db: deps.db,
      clock: deps.clock,
      uploads: resumableUploads,
      quotaBytes: deps.uploads.studentQuotaBytes,
      notices: emailNotices,
      voiceOvers,
    }),
    voiceOvers,
    mailAdmin: mailAdminService({ db: deps.db, clock: deps.clock, mailer: deps.mailer }),
    /** The conversion queue's state for administrators. */
    videoConversionAdmin: videoConversionAdminService({ db: deps.db, converter: deps.videoConverter }),
    /** The converted forms of a stored video, for the routes that serve it. */
    videoRenditions: {
      find: (sourceKey: string) => videoRenditionsRepository(deps.db).findByKey(sourceKey),
    },
    /** Stripe's events, stored by the webhook and acted on afterwards. */
    payments: paymentsService({
      db: deps.db,
      clock: deps.clock,
      log: deps.log,
      handlers: withUnmarkedRefunds(
        dispatchByKind({
          booking: bookingPaymentHandlers(checkout),
          membership: membershipPaymentHandlers(membershipDeps),
          download: downloadPaymentHandlers(downloads.checkout),
        }),
        downloadRefundHandler,
      ),
      onProcessed: () => {
        deps.mailer.wake();
        checkout.refunds.wake();
      },
    }),
    /** Lessons paid with a coaching membership's session credits, in the academy's own diary. */
    creditLessons: creditLessons({
      db: deps.db,
      clock: deps.clock,
      book: provider === builtin ? (request, options) => builtin.bookings.book(request, options) : undefined,
    }),
    /** The academy's payments list and its refund button. */
    paymentsAdmin: paymentsAdminService({
      db: deps.db,
      clock: deps.clock,
      checkout: paymentGateway ? checkout : undefined,
      gateway: paymentGateway,
      log: deps.log,
    }),
    /** Memberships: subscriptions, the tier they give, credits, hand-set tiers and plan prices. */
    memberships: membershipsService(membershipDeps),
    /** Paying for bookings online: holds, Checkout, refunds. */
    checkout,
    /** Stripe's API, when PAYMENTS=stripe: the only caller of the SDK. */
    paymentGateway,
  };
}
export type Services = ReturnType<typeof createServices>;
