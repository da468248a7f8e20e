import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp, loggerOptions } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirBusyError, lockDataDir } from './db/data-dir-lock';
import { demoDataAtStart } from './db/seed/first-start';
import { scheduleDailyCleanUp } from './modules/data-rights/clean-up.schedule';
import { movableClock } from './modules/test-clock/movable-clock';
import type { RenderPage } from './plugins/content-pages';
import { hashPassword } from './security/passwords';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SHUTDOWN_GRACE_MS = 300;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let unlock = () => {};
  if (!config.databaseUrl) {
    try {
      unlock = lockDataDir(config.dataDir, 'starting another one');
    } catch (err) {
      if (err instanceof DataDirBusyError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // In the bundle main.js sits in dist/server and the built web app in dist/web.
  const webRoot = fileURLToPath(new URL('../web', import.meta.url));
  const app = await buildApp({
    config,
    database,
    webRoot,
    renderPage: await buildPageRenderer(),
    logger: loggerOptions(config),
    movableClock: config.movableClock ? movableClock() : undefined,
  });

  await demoDataAtStart({
    db: database.db,
    storage: app.storage,
    hash: hashPassword,
    seed: config.demoData,
    log: app.log,
  });

  const housekeeping = setInterval(() => {
    app.services.sessions.purgeExpired().catch((err) => app.log.warn({ err }, 'session purge failed'));
    app.services.rateLimits.purgeStale().catch((err) => app.log.warn({ err }, 'rate-limit purge failed'));
  }, HOUR);
  housekeeping.unref();
  // Every instance looks for due reminders; claiming them in the database sends each one once.
  const reminders = setInterval(() => {
    app.services.bookings
      .sendDueReminders()
      .catch((err) => app.log.warn({ err }, 'booking reminders failed'));
  }, MINUTE);
  reminders.unref();
  // Waiting lists: offers that ran out pass on, and places freed by anything are offered to the next in line.
  const waitingLists = setInterval(() => {
    app.services.sessionWaitingList
      .sweep()
      .catch((err) => app.log.warn({ err }, 'waiting-list sweep failed'));
  }, config.waitingListSweepMs);
  waitingLists.unref();
  // Coaches who chose one e-mail a day of their unread messages get it after seven each morning.
  const digests = setInterval(() => {
    app.services.emailNotices.sendDigests().catch((err) => app.log.warn({ err }, 'message digests failed'));
  }, 15 * MINUTE);
  digests.unref();
  // Tiers that end with time: a grace period, a cancelled membership's paid period, a hand-set tier's last day.
  const tiers = setInterval(() => {
    app.services.memberships.sweep().catch((err) => app.log.warn({ err }, 'tier sweep failed'));
  }, MINUTE);
  tiers.unref();
  // Each webhook delivery is acted on just after its answer; this finds any a crash or a busy lock left.
  // Holds that ran out are closed at Stripe too, and refunds not yet at their end are sent or asked after.
  const paymentEvents =
    config.payments.provider === 'stripe'
      ? setInterval(() => {
          app.services.payments.wake();
          app.services.checkout
            .expireOverdue()
            .catch((err) => app.log.warn({ err }, 'expiring payment holds failed'));
          app.services.checkout.refunds.wake();
        }, MINUTE)
      : undefined;
  paymentEvents?.unref();
  // Instances sharing a database take turns through an advisory lock.
  const dailyCleanUp = scheduleDailyCleanUp(() =>
    app.services.cleanUp
      .run()
      .then((report) => app.log.info({ report }, 'daily clean-up'))
      .catch((err) => app.log.warn({ err }, 'daily clean-up failed')),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 15 s; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    clearInterval(housekeeping);
    clearInterval(reminders);
    clearInterval(waitingLists);
    clearInterval(digests);
    clearInterval(paymentEvents);
    dailyCleanUp.stop();
    // A moment for requests already on the wire to be read, while health reports 503 to load balancers.
    app.lifecycle.draining = true;
    await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS));
    await app.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const uploads =
    config.storage.kind === 's3'
      ? `uploads in S3 bucket ${config.storage.bucket}${config.storage.prefix ? ` under ${config.storage.prefix}` : ''}`
      : `uploads in ${config.dataDir}/uploads`;
  app.log.info(
    `${database.kind === 'pglite' ? `embedded database in ${config.dataDir}/db` : 'PostgreSQL'}; ${uploads}; open ${config.appUrl}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * The build's page renderer (dist/ssr, beside dist/server), for the public pages that show content staff
 * edit. Loaded at run time by its path: the server's code never imports the web app's.
 */
async function buildPageRenderer(): Promise<RenderPage | undefined> {
  const file = new URL('../ssr/entry-server.js', import.meta.url);
  if (!existsSync(file)) return undefined;
  const ssr = (await import(file.href)) as { renderPage: RenderPage };
  return ssr.renderPage;
}
