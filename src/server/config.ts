import { isIP } from 'node:net';
import { z } from 'zod';

/** A newcomer's own machine: a name or address nothing else on the network reaches. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || (isIP(name) === 4 && name.startsWith('127.'));
}

// The names proxy-addr gives to ranges of private addresses.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_HINT =
  'set the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.5,10.1.0.0/16)';

/**
 * Whom to believe about the client's address. A hop count or a list of proxy addresses; a bare "yes"
 * would take any client's X-Forwarded-For at its word, and every per-address limit with it.
 */
const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (['false', 'no', 'off', '0'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) {
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY=${raw} would trust any client's X-Forwarded-For; ${TRUST_PROXY_HINT}`,
    });
    return z.NEVER;
  }
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `"${bad}" is not a proxy address or range; ${TRUST_PROXY_HINT}`,
    });
    return z.NEVER;
  }
  return entries;
});
// Sizes given in MB are mebibytes, as the upload limits and messages count them.
const MiB = 1024 * 1024;

/** The SDK takes Stripe's address in parts; unset leaves its own default (https://api.stripe.com). */
function stripeApiAddress(url: string | undefined) {
  if (!url) return undefined;
  const { protocol, hostname, port } = new URL(url);
  const scheme = protocol === 'http:' ? 'http' : 'https';
  return { protocol: scheme, host: hostname, port: Number(port || (scheme === 'http' ? 80 : 443)) } as const;
}

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'must be true or false' })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    APP_URL: z.url({ message: 'must be an absolute URL such as https://academy.example' }).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** Rate-limit counters in Redis instead of the database, for many instances under heavy traffic. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    /** Starts every key this app writes to Redis, so staging and production can share one server. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be letters, digits, colons, dashes or underscores')
      .default('sga:'),
    MAIL_FROM: z.string().min(3).default('Solent Golf Academy <no-reply@solentgolf.academy>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DEMO_DATA: booleanFlag.optional(),
    TRUST_PROXY: trustProxy.optional(),
    /** In production, says on purpose that the .eml files in DATA_DIR/outbox are how mail is delivered. */
    MAIL_OUTBOX_ONLY: booleanFlag.default(false),
    /**
     * A clock the browser journeys move forward (POST /api/test/clock) to see what time ends: a membership's
     * grace period, say. Refused in production; ignored anywhere but one's own machine.
     */
    MOVABLE_CLOCK: booleanFlag.default(false),
    RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1000).default(1),
    /** Bookings one e-mail address may make in any 24 hours through the academy's own diary. */
    BOOKINGS_PER_EMAIL_PER_DAY: z.coerce
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1000, 'must be at most 1000')
      .default(6),
    PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    WAITING_LIST_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    BOOKING_WIDGET_SCRIPT_URL: z.url({ message: 'must be an absolute URL' }).optional(),
    BOOKING_COMPANY_URL: z.url({ message: 'must be an absolute URL' }).optional(),
    LEAD_FORM_SCRIPT_URL: z.url({ message: 'must be an absolute URL' }).optional(),
    LEAD_FORM_URL: z.url({ message: 'must be an absolute URL' }).optional(),
    INTRO_VIDEO_URL: z.string().min(1).optional(),
    AD_PIXEL_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a pixel id')
      .optional(),
    ACADEMY_NOTIFY_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
    BOOKING_PROVIDER: z
      .enum(['builtin', 'simplybook'], { message: 'must be builtin or simplybook' })
      .default('builtin'),
    SIMPLYBOOK_COMPANY: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/i, 'must be the company login, e.g. solentgolf')
      .optional(),
    SIMPLYBOOK_API_KEY: z.string().min(8, 'must be the API key from the provider').optional(),
    SIMPLYBOOK_API_URL: z.url({ message: 'must be an absolute URL' }).optional(),
    /** `{company}`, `{id}` and `{date}` are filled in per membership. */
    SIMPLYBOOK_MEMBERSHIP_URL: z
      .string()
      .regex(/^https?:\/\//, 'must be an absolute URL')
      .optional(),
    /** Whether bookings take payment, and through whom; `none` leaves every payment route off. */
    PAYMENTS: z.enum(['none', 'stripe'], { message: 'must be none or stripe' }).default('none'),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, 'must be a secret or restricted key (sk_… or rk_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9]{8,}$/, "must be the endpoint's signing secret (whsec_…)")
      .optional(),
    /** Another address for Stripe's API (a test double); Stripe's own when unset. */
    STRIPE_API_URL: z
      .url({
        protocol: /^https?$/,
        message: 'must be an http:// or https:// URL such as http://127.0.0.1:12111',
      })
      .optional(),
    /** How long a place waits for its payment: Stripe's shortest Checkout session is 30 minutes. */
    PAYMENT_HOLD_MINUTES: z.coerce
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(30, "must be at least 30 (Stripe's shortest Checkout session)")
      .max(1440, 'must be at most 1440 (24 hours)')
      .default(30),
    STORAGE: z.enum(['local', 's3'], { message: 'must be local or s3' }).default('local'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name such as solent-golf-uploads')
      .optional(),
    S3_ENDPOINT: z.url({ message: 'must be an absolute URL such as https://minio.example:9000' }).optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/, 'must be a region such as eu-west-2')
      .default('eu-west-2'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Starts every object key, so environments can share a bucket; `trash/` is where the clean-up moves files. */
    S3_PREFIX: z
      .string()
      .max(200)
      .regex(
        /^(?!trash(\/|$))[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/,
        'must be path segments of letters, digits, dots, dashes or underscores, such as staging/, and not start with trash',
      )
      .optional(),
    /** What each student may keep of their own uploads (message attachments, Break Par evidence). */
    STUDENT_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(1_048_576).default(2048),
    /** The largest video a student uploads; a coach's or admin's may be 500 MB. */
    STUDENT_VIDEO_MAX_MB: z.coerce.number().int().min(1).max(500).default(250),
    /** Uploads stop while the local upload volume has less than this free, so the database can still write. */
    UPLOAD_MIN_FREE_MB: z.coerce.number().int().min(0).default(2048),
    /** The largest chunk of a resumable upload (a swing from a phone): one request's worth on a weak signal. */
    UPLOAD_CHUNK_BYTES: z.coerce
      .number()
      .int()
      .min(4096)
      .max(64 * 1024 * 1024)
      .default(8 * 1024 * 1024),
    /** Debian's ffmpeg and ffprobe convert stored videos; without them the originals play as uploaded. */
    FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
    FFPROBE_PATH: z.string().min(1).default('ffprobe'),
    /** How many videos one instance converts at once: each takes a core or more for a while. */
    VIDEO_CONVERSIONS: z.coerce.number().int().min(1).max(2).default(1),
  })
  .superRefine((env, ctx) => {
    // A widget needs both its script and the academy's page at the provider; half a setting is a mistake.
    for (const [a, b] of [
      ['BOOKING_WIDGET_SCRIPT_URL', 'BOOKING_COMPANY_URL'],
      ['LEAD_FORM_SCRIPT_URL', 'LEAD_FORM_URL'],
    ] as const) {
      if (Boolean(env[a]) !== Boolean(env[b])) {
        ctx.addIssue({
          code: 'custom',
          path: [env[a] ? b : a],
          message: `is required with ${env[a] ? a : b}`,
        });
      }
    }
  })
  .superRefine((env, ctx) => {
    if (env.BOOKING_PROVIDER !== 'simplybook') return;
    for (const name of ['SIMPLYBOOK_COMPANY', 'SIMPLYBOOK_API_KEY'] as const) {
      if (!env[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required with BOOKING_PROVIDER=simplybook',
        });
    }
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS !== 'stripe') return;
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required with PAYMENTS=stripe' });
    }
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with STORAGE=s3' });
    }
    // A key without its secret (or the reverse) is a mistake, not a request for the default credentials.
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const [missing, given] = env.S3_ACCESS_KEY_ID
        ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']
        : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${given}` });
    }
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.MOVABLE_CLOCK) {
      ctx.addIssue({ code: 'custom', path: ['MOVABLE_CLOCK'], message: 'must not be set in production' });
    }
  })
  .superRefine((env, ctx) => {
    // Password resets and booking confirmations would otherwise pile up unseen on the server's disk.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && !env.MAIL_OUTBOX_ONLY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required in production (or set MAIL_OUTBOX_ONLY=true if the .eml files in DATA_DIR/outbox are how mail is delivered)',
      });
    }
  })
  .transform((env) => {
    const production = env.NODE_ENV === 'production';
    const host = env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');
    const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    // The demo sign-ins are published in the README: only a machine nobody else reaches gets them by
    // itself, anywhere else DEMO_DATA=true must ask for them, and production never has them.
    const ownMachine = isLoopbackHost(host) && isLoopbackHost(new URL(appUrl).hostname);
    return {
      nodeEnv: env.NODE_ENV,
      production,
      port: env.PORT,
      host,
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      appUrl,
      smtpUrl: env.SMTP_URL,
      redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
      mailFrom: env.MAIL_FROM,
      logLevel: env.LOG_LEVEL,
      demoData: !production && (env.DEMO_DATA ?? ownMachine),
      movableClock: !production && ownMachine && env.MOVABLE_CLOCK,
      trustProxy: env.TRUST_PROXY ?? false,
      rateLimitFactor: env.RATE_LIMIT_FACTOR,
      bookingsPerEmailPerDay: env.BOOKINGS_PER_EMAIL_PER_DAY,
      publicCacheMs: env.PUBLIC_CACHE_SECONDS * 1000,
      waitingListSweepMs: env.WAITING_LIST_SWEEP_SECONDS * 1000,
      bookingWidget:
        env.BOOKING_WIDGET_SCRIPT_URL && env.BOOKING_COMPANY_URL
          ? {
              scriptUrl: env.BOOKING_WIDGET_SCRIPT_URL,
              companyUrl: env.BOOKING_COMPANY_URL.replace(/\/+$/, ''),
            }
          : null,
      leadForm:
        env.LEAD_FORM_SCRIPT_URL && env.LEAD_FORM_URL
          ? { scriptUrl: env.LEAD_FORM_SCRIPT_URL, formUrl: env.LEAD_FORM_URL }
          : null,
      introVideoUrl: env.INTRO_VIDEO_URL ?? null,
      adPixelId: env.AD_PIXEL_ID ?? null,
      academyNotifyEmail: env.ACADEMY_NOTIFY_EMAIL ?? 'hello@solentgolf.academy',
      booking:
        env.BOOKING_PROVIDER === 'simplybook' && env.SIMPLYBOOK_COMPANY && env.SIMPLYBOOK_API_KEY
          ? {
              provider: 'simplybook' as const,
              company: env.SIMPLYBOOK_COMPANY,
              apiKey: env.SIMPLYBOOK_API_KEY,
              apiUrl: (env.SIMPLYBOOK_API_URL ?? 'https://user-api.simplybook.me').replace(/\/+$/, ''),
              membershipUrl:
                env.SIMPLYBOOK_MEMBERSHIP_URL ??
                'https://{company}.simplybook.me/v2/#membership/{id}/date/{date}',
            }
          : { provider: 'builtin' as const },
      payments:
        env.PAYMENTS === 'stripe' && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? {
              provider: 'stripe' as const,
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              api: stripeApiAddress(env.STRIPE_API_URL),
              holdMinutes: env.PAYMENT_HOLD_MINUTES,
            }
          : { provider: 'none' as const, holdMinutes: env.PAYMENT_HOLD_MINUTES },
      storage:
        env.STORAGE === 's3' && env.S3_BUCKET
          ? {
              kind: 's3' as const,
              bucket: env.S3_BUCKET,
              region: env.S3_REGION,
              endpoint: env.S3_ENDPOINT,
              forcePathStyle: env.S3_FORCE_PATH_STYLE,
              credentials:
                env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                  ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                  : undefined,
              prefix: env.S3_PREFIX ? env.S3_PREFIX.replace(/\/?$/, '/') : '',
            }
          : { kind: 'local' as const },
      uploads: {
        studentQuotaBytes: env.STUDENT_STORAGE_QUOTA_MB * MiB,
        studentVideoMaxBytes: env.STUDENT_VIDEO_MAX_MB * MiB,
        minFreeBytes: env.UPLOAD_MIN_FREE_MB * MiB,
        chunkBytes: env.UPLOAD_CHUNK_BYTES,
      },
      video: {
        ffmpegPath: env.FFMPEG_PATH,
        ffprobePath: env.FFPROBE_PATH,
        conversions: env.VIDEO_CONVERSIONS,
      },
    };
  });

export type Config = z.infer<typeof envSchema>;

// Empty strings in .env files mean "use the default".
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once. The only place in the server that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
