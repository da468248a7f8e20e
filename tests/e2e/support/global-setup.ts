import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { CHROMIUM_PATH } from '../../../playwright.config';
import {
  SECRET_KEY,
  stripeEnv,
  WEBHOOK_SECRET,
} from '../../../src/server/modules/payments/payments.test-helpers';
import { startStripeDouble } from '../../../src/server/modules/payments/stripe-api-double';
import { DEMO_COACH, E2E_STAFF } from './accounts';
import { startProviderFixtures } from './provider-fixtures';

const run = promisify(execFile);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

/**
 * Runs the built product as a user would: a fresh embedded database with demo data, a staff account
 * made by the staff:create command, and a real SMTP server on loopback that keeps each message as a file.
 */
export default async function globalSetup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium-headless-shell (or chromium)`,
    );
  }
  if (!existsSync('dist/server/main.js')) throw new Error('Build first: npm run build');

  const root = await mkdtemp(path.join(os.tmpdir(), 'golf-e2e-'));
  const dataDir = path.join(root, 'data');
  const mailDir = path.join(root, 'mail');
  // An address with a file of its name here is refused the way a mail server refuses an unknown mailbox.
  const refuseDir = path.join(root, 'refuse');
  await rm(mailDir, { recursive: true, force: true });
  await mkdir(mailDir, { recursive: true });
  await mkdir(refuseDir, { recursive: true });

  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (existsSync(path.join(refuseDir, encodeURIComponent(address.address.toLowerCase())))) {
        callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFile(
          path.join(mailDir, `${Date.now()}-${++count}.eml`),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`,
        )
          .then(() => callback())
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  const fixtures = await startProviderFixtures();
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const baseEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'development',
    // Loopback HOST and APP_URL: the journeys sign in with the demo accounts, which only a machine of
    // one's own gets without asking.
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // A newcomer's machine may have less free disk than production's floor for uploads.
    UPLOAD_MIN_FREE_MB: '0',
    // Small chunks, so the journeys' two-second clips go up in several and a cut can fall between them.
    UPLOAD_CHUNK_BYTES: '32768',
  };
  const serverEnv = {
    ...baseEnv,
    PORT: String(port),
    APP_URL: baseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Every journey signs in from 127.0.0.1; the real limits are proven in the API tests.
    RATE_LIMIT_FACTOR: '50',
    // Third-party embeds point at loopback stand-ins; tests switch them off per page when needed.
    BOOKING_WIDGET_SCRIPT_URL: `${fixtures.origin}/widget.js`,
    BOOKING_COMPANY_URL: `${fixtures.origin}/company`,
    LEAD_FORM_SCRIPT_URL: `${fixtures.origin}/lead-form.js`,
    LEAD_FORM_URL: `${fixtures.origin}/lead-form`,
    ACADEMY_NOTIFY_EMAIL: 'office@solentgolf.academy',
    // A freed camp place is offered within seconds, not the minute an academy's server waits.
    WAITING_LIST_SWEEP_SECONDS: '2',
  };
  const startServer = async (env: NodeJS.ProcessEnv = serverEnv, url = baseUrl) => {
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(url, child);
    return child;
  };

  // A second academy that takes payments online, against a loopback double of Stripe's API: the journeys
  // that pay use it; everything else runs with payments off, as a fresh install does.
  const stripe = await startStripeDouble({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  const paymentsPort = await freePort();
  const paymentsUrl = `http://localhost:${paymentsPort}`;
  // Renewals and cancellations a journey asks the double for reach the server as Stripe's webhooks would.
  // biome-ignore lint/correctness/useHookAtTopLevel: the double's useWebhook is not a React hook.
  stripe.useWebhook(`${paymentsUrl}/api/payments/stripe/webhook`);
  const paymentsEnv = {
    ...serverEnv,
    ...stripeEnv(stripe.url),
    DATA_DIR: path.join(root, 'payments-data'),
    PORT: String(paymentsPort),
    APP_URL: paymentsUrl,
    // It reports paid bookings to an advertising pixel (the journeys answer its script themselves).
    AD_PIXEL_ID: '1234567890',
  };
  const paymentsServer = startServer(paymentsEnv, paymentsUrl);

  // A third, whose clock a journey moves forward to see what only time ends (a membership's grace period).
  // Its database and Stripe double are its own, so moving its days disturbs no other journey.
  const clockStripe = await startStripeDouble({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  const clockPort = await freePort();
  const clockUrl = `http://localhost:${clockPort}`;
  // biome-ignore lint/correctness/useHookAtTopLevel: the double's useWebhook is not a React hook.
  clockStripe.useWebhook(`${clockUrl}/api/payments/stripe/webhook`);
  const clockServer = startServer(
    {
      ...paymentsEnv,
      ...stripeEnv(clockStripe.url),
      DATA_DIR: path.join(root, 'clock-data'),
      PORT: String(clockPort),
      APP_URL: clockUrl,
      MOVABLE_CLOCK: 'true',
    },
    clockUrl,
  );

  // First start on an empty data directory seeds the demo academy; then, as an operator would, stop the
  // server (the embedded database is one process's at a time), add a staff account, and start it again.
  await stopServer(await startServer());
  await run(
    process.execPath,
    [
      'dist/server/staff-create.js',
      '--email',
      E2E_STAFF.email,
      '--password',
      E2E_STAFF.password,
      '--role',
      'instructor',
      '--first-name',
      E2E_STAFF.firstName,
      '--last-name',
      E2E_STAFF.lastName,
    ],
    { env: baseEnv },
  );
  // A squad session a few hours away, for the journey that cancels inside the 48-hour window.
  const seeded = await run(
    path.join('node_modules', '.bin', 'tsx'),
    ['tests/e2e/support/seed-near-session.ts', dataDir, E2E_STAFF.email, DEMO_COACH.email],
    { env: baseEnv },
  );
  const nearSession = JSON.parse(seeded.stdout.trim().split('\n').at(-1) ?? '{}') as {
    startsAt?: string;
    lessonStartedAt?: string;
  };
  const server = await startServer();

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_PAYMENTS_BASE_URL = paymentsUrl;
  process.env.E2E_STRIPE_URL = stripe.url;
  process.env.E2E_CLOCK_BASE_URL = clockUrl;
  process.env.E2E_CLOCK_STRIPE_URL = clockStripe.url;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SMTP_REFUSE_DIR = refuseDir;
  process.env.E2E_PROVIDER_ORIGIN = fixtures.origin;
  process.env.E2E_NEAR_SESSION_STARTS_AT = nearSession.startsAt ?? '';
  process.env.E2E_STARTED_LESSON_AT = nearSession.lessonStartedAt ?? '';

  const withPayments = await paymentsServer;
  const withClock = await clockServer;
  return async () => {
    await stopServer(server);
    await stopServer(withPayments);
    await stopServer(withClock);
    await stripe.close();
    await clockStripe.close();
    await fixtures.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await rm(root, { recursive: true, force: true });
  };
}

/** SIGTERM must end the server cleanly: requests finished, database closed, exit code 0. */
async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`the server did not shut down cleanly on SIGTERM (exit code ${code})`);
}
