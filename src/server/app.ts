import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { installErrorHandling } from './errors';
import { closeRedis, connectRedis } from './lib/redis';
import { createMailer, type Mailer } from './mail/mailer';
import { annotationsRoutes } from './modules/annotations/annotations.routes';
import { bookingRoutes } from './modules/booking/booking.routes';
import { cancellationRoutes } from './modules/booking/cancellation.routes';
import { checkoutRoutes } from './modules/booking/checkout.routes';
import { bookingAdminRoutes } from './modules/booking-admin/booking-admin.routes';
import { campDaysRoutes } from './modules/camp-days/camp-days.routes';
import { challengesRoutes } from './modules/challenges/challenges.routes';
import { coachProfilesRoutes } from './modules/coach-profiles/coach-profiles.routes';
import { coachesRoutes } from './modules/coaches/coaches.routes';
import { coachingRoutes } from './modules/coaching/coaching.routes';
import { consentsRoutes } from './modules/consents/consents.routes';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes';
import { downloadsRoutes } from './modules/downloads/downloads.routes';
import { drillAssignmentsRoutes } from './modules/drill-assignments/drill-assignments.routes';
import { emailConfirmationRoutes } from './modules/email-confirmation/email-confirmation.routes';
import { emailNoticesRoutes } from './modules/email-notices/email-notices.routes';
import { familiesRoutes } from './modules/families/families.routes';
import { familyBookingsRoutes } from './modules/families/family-bookings.routes';
import { healthRoutes } from './modules/health/health.routes';
import { learningRoutes } from './modules/learning/learning.routes';
import { mailAdminRoutes } from './modules/mail-admin/mail-admin.routes';
import { membershipPurchaseRoutes, membershipsRoutes } from './modules/memberships/memberships.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { modelSwingsRoutes } from './modules/model-swings/model-swings.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes';
import { paymentRefundRoutes, paymentsAdminRoutes } from './modules/payments-admin/payments-admin.routes';
import { portalAuthRoutes } from './modules/portal-auth/portal-auth.routes';
import { resumableUploadsRoutes } from './modules/resumable-uploads/resumable-uploads.routes';
import { sessionWaitingListRoutes } from './modules/session-waiting-list/session-waiting-list.routes';
import { staffAdminRoutes } from './modules/staff-admin/staff-admin.routes';
import { staffAuthRoutes } from './modules/staff-auth/staff-auth.routes';
import { storageUsageRoutes } from './modules/storage-usage/storage-usage.routes';
import { studentProfileRoutes } from './modules/student-profile/student-profile.routes';
import { swingsRoutes } from './modules/swings/swings.routes';
import { type MovableClock, testClockRoutes } from './modules/test-clock/movable-clock';
import { testimonialsRoutes } from './modules/testimonials/testimonials.routes';
import { videoConversionRoutes } from './modules/video-conversion/video-conversion.routes';
import { createVideoConverter, type VideoConverter } from './modules/video-conversion/video-converter';
import { voiceOversRoutes } from './modules/voice-overs/voice-overs.routes';
import { waitingListRoutes } from './modules/waiting-list/waiting-list.routes';
import { authPlugin } from './plugins/auth';
import type { RenderPage } from './plugins/content-pages';
import { openApiPlugin } from './plugins/openapi';
import { securityHeaders, securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { createServices, type Services } from './services';
import { storageFor } from './storage/configured-storage';
import type { FileStorage } from './storage/file-storage';
import { MiB } from './storage/uploads';

/**
 * The contracts' serializer (it checks each answer against its schema and drops any field the contract does
 * not name), remembering its output per answer object: a listing served from memory is the same object
 * every time, so it is checked and serialized once per cache window rather than once per request. Handlers
 * never change an object after returning it.
 */
const memoisedSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const done = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let json = done.get(data);
    if (json === undefined) {
      json = serialize(data);
      done.set(data, json);
    }
    return json;
  };
};

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  /** The clock the browser journeys move (MOVABLE_CLOCK); its control route is registered with it. */
  movableClock?: MovableClock;
  mailer?: Mailer;
  storage?: FileStorage;
  /** A Redis client for rate-limit counts; made from REDIS_URL when omitted and the URL is set. */
  redis?: Redis;
  /** The built web app to serve; omitted in API tests. */
  webRoot?: string;
  /** The build's renderer of public pages (dist/ssr), for pages showing edited content. */
  renderPage?: RenderPage;
  logger?: FastifyServerOptions['logger'];
  /**
   * 'manual': videos are converted only when `videoConverter.drain()` is called, never by a timer (tests,
   * which convert the clips they make and leave other tests' uploads alone). Otherwise on a poll and on wake.
   */
  videoConversion?: 'auto' | 'manual';
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    mailer: Mailer;
    /** Converts stored videos to H.264/AAC MP4 one job at a time, from the video_renditions table. */
    videoConverter: VideoConverter;
    /** Uploaded files, outside the web root. */
    storage: FileStorage;
    /** Set when shutdown begins: health answers 503 so a load balancer stops sending traffic. */
    lifecycle: { draining: boolean };
  }
  interface FastifyContextConfig {
    /** The route stores a video from a finished resumable upload (JSON, not multipart): convert it at once. */
    storesVideo?: boolean;
  }
}

// Reset links carry their token in the query string: never write it to a log.
const redactUrl = (url: string) => url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]');

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
    ...(!config.production && process.stdout.isTTY && { transport: { target: 'pino-pretty' } }),
  };
}

/**
 * Fastify takes a bare hop count as "trust nobody" (it cannot check who the nearest peer is), so the
 * count TRUST_PROXY names is handed over as a rule on each hop's position instead: the socket's peer is
 * hop 0, and the first address beyond the last trusted proxy is the client's.
 */
export function proxyTrust(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole server without listening, so tests can drive it with inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const headers = securityHeaders(config);
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 256 * 1024,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed address or an over-long path segment is answered before any hook runs: give it the
    // same headers and error shape as every other answer, and never echo the address back.
    frameworkErrors: (error, _request, reply) => {
      for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
      const status = error.statusCode === 414 ? 414 : 400;
      reply.raw.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      reply.raw.end(JSON.stringify({ message: 'This address is not valid' }));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoisedSerializerCompiler);
  installErrorHandling(app);
  // While shutting down, answer what is in flight and close each connection after its answer, so that
  // keep-alive clients do not hold the process open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  const clock = deps.movableClock?.clock ?? deps.clock ?? systemClock;
  const mailer =
    deps.mailer ??
    createMailer({
      db: database.db,
      logger: app.log,
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      outboxDir: path.resolve(config.dataDir, 'outbox'),
      clock,
      logLinks: config.nodeEnv !== 'production',
    });
  const storage = deps.storage ?? storageFor(config);
  const autoConvert = deps.videoConversion !== 'manual';
  const videoConverter = createVideoConverter({
    db: database.db,
    storage,
    logger: app.log,
    tools: { ffmpegPath: config.video.ffmpegPath, ffprobePath: config.video.ffprobePath },
    clock,
    concurrency: config.video.conversions,
    pollMs: autoConvert ? 10_000 : 0,
  });
  const redis = deps.redis ?? (config.redis ? await connectRedis(config.redis, app.log) : undefined);
  const services = createServices({
    db: database.db,
    clock,
    mailer,
    appUrl: config.appUrl,
    rateLimitFactor: config.rateLimitFactor,
    publicCacheMs: config.publicCacheMs,
    notifyEmail: config.academyNotifyEmail,
    bookingCompanyUrl: config.bookingWidget?.companyUrl,
    booking: config.booking,
    payments: config.payments,
    bookingsPerEmailPerDay: config.bookingsPerEmailPerDay,
    log: app.log,
    redis,
    storage,
    uploads: config.uploads,
    videoConverter,
  });
  app.decorate('services', services);
  // A change staff make shows at once on this server (others catch up within the cache's window).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && /^\/api\/(staff|admin)\//.test(request.url)) {
      services.publicListings.clear();
    }
  });
  const lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  app.decorate('mailer', mailer);
  app.decorate('videoConverter', videoConverter);
  app.decorate('storage', storage);
  // Whatever an earlier process left queued (or claimed and never finished) goes out now.
  app.addHook('onReady', async () => {
    mailer.wake();
  });
  if (autoConvert) {
    // Videos stored before conversion existed are queued once; then whatever is due starts converting.
    app.addHook('onReady', async () => {
      await videoConverter.backfill();
      videoConverter.wake();
    });
    // A request that stored a video has committed its row by now: start on it without waiting for the poll.
    app.addHook('onResponse', async (request, reply) => {
      const multipart = request.headers['content-type']?.startsWith('multipart/form-data');
      if (reply.statusCode < 400 && (multipart || request.routeOptions.config.storesVideo)) {
        videoConverter.wake();
      }
    });
  }
  app.addHook('onClose', async () => {
    // Events being acted on finish before the database goes; those not reached wait in their table.
    await services.payments.settled();
    await mailer.drain();
    mailer.close();
    // A conversion under way is stopped and its job given back, before the database goes.
    await videoConverter.close();
    // Storage handed in by the caller is the caller's to close.
    if (!deps.storage) storage.close?.();
    if (redis && !deps.redis) await closeRedis(redis);
  });

  // Pages and API answers are compressed per request; static assets are compressed at build time.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // Files stream to storage part by part; each route checks type and size against its own rule, and this
  // is only the outer bound (the largest file any route accepts).
  await app.register(multipart, {
    limits: { fileSize: 500 * MiB + 1, files: 2, fields: 20, fieldSize: 64 * 1024 },
  });
  await app.register(authPlugin, {
    sessions: services.sessions,
    appUrl: config.appUrl,
    guardianChildren: services.families.childIdsOf,
  });
  await app.register(securityPlugin, { config });
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { ping: async () => !lifecycle.draining && (await database.ping()) });
  await app.register(coachesRoutes, { services });
  await app.register(coachProfilesRoutes, { services });
  await app.register(campDaysRoutes, { services });
  await app.register(sessionWaitingListRoutes, { services });
  await app.register(emailNoticesRoutes, { services });
  await app.register(testimonialsRoutes, { services });
  await app.register(portalAuthRoutes, { services });
  await app.register(familiesRoutes, { services });
  await app.register(familyBookingsRoutes, { services });
  await app.register(staffAuthRoutes, { services });
  await app.register(passwordResetRoutes, { services });
  await app.register(emailConfirmationRoutes, { services });
  await app.register(bookingRoutes, { provider: services.bookingProvider, rateLimits: services.rateLimits });
  await app.register(cancellationRoutes, { bookings: services.bookings, rateLimits: services.rateLimits });
  await app.register(waitingListRoutes, { services });
  await app.register(bookingAdminRoutes, { services });
  await app.register(downloadsRoutes, { services });
  await app.register(learningRoutes, { services });
  await app.register(modelSwingsRoutes, { services });
  await app.register(annotationsRoutes, { services });
  await app.register(messagesRoutes, { services });
  await app.register(notificationsRoutes, { services });
  await app.register(consentsRoutes, { services });
  await app.register(drillAssignmentsRoutes, { services });
  await app.register(challengesRoutes, { services });
  await app.register(coachingRoutes, { services });
  await app.register(staffAdminRoutes, { services });
  await app.register(mailAdminRoutes, { services });
  await app.register(videoConversionRoutes, { services });
  await app.register(studentProfileRoutes, { services });
  await app.register(dataRightsRoutes, { services });
  await app.register(storageUsageRoutes, { services });
  await app.register(resumableUploadsRoutes, { services });
  await app.register(swingsRoutes, { services });
  await app.register(voiceOversRoutes, { services });
  await app.register(membershipsRoutes, { services });
  await app.register(paymentsAdminRoutes, { services });
  if (config.payments.provider === 'stripe') {
    await app.register(membershipPurchaseRoutes, { services });
    await app.register(paymentRefundRoutes, { services });
    await app.register(checkoutRoutes, { checkout: services.checkout, rateLimits: services.rateLimits });
    await app.register(stripeWebhookRoutes, {
      payments: services.payments,
      webhookSecret: config.payments.webhookSecret,
      clock,
    });
  }

  if (deps.movableClock) {
    await app.register(testClockRoutes, { control: deps.movableClock, services });
  }

  await app.register(webPlugin, {
    webRoot: deps.webRoot,
    appUrl: config.appUrl,
    prices: () => services.publicPrices.get(),
    content: () => services.publicContent.get(),
    renderPage: deps.renderPage,
    siteConfig: {
      bookingWidget: config.bookingWidget,
      leadForm: config.leadForm,
      introVideoUrl: config.introVideoUrl,
      adPixelId: config.adPixelId,
      membershipsOnline: config.payments.provider === 'stripe',
    },
  });
  return app;
}
