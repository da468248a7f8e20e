import { z } from 'zod';

// Sizes given in MB are mebibytes, as the upload limits and messages count them.
const MiB = 1024 * 1024;

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
    TRUST_PROXY: booleanFlag.default(false),
    RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1000).default(1),
    PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
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
    /** What each student may keep of their own uploads (message attachments, Break Par evidence). */
    STUDENT_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(1_048_576).default(2048),
    /** The largest video a student uploads; a coach's or admin's may be 500 MB. */
    STUDENT_VIDEO_MAX_MB: z.coerce.number().int().min(1).max(500).default(250),
    /** Uploads stop while the local upload volume has less than this free, so the database can still write. */
    UPLOAD_MIN_FREE_MB: z.coerce.number().int().min(0).default(2048),
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
  .transform((env) => {
    const production = env.NODE_ENV === 'production';
    return {
      nodeEnv: env.NODE_ENV,
      production,
      port: env.PORT,
      host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      smtpUrl: env.SMTP_URL,
      redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
      mailFrom: env.MAIL_FROM,
      logLevel: env.LOG_LEVEL,
      // Demo data is for trying the product; production never gets it, whatever the flag says.
      demoData: !production && (env.DEMO_DATA ?? true),
      trustProxy: env.TRUST_PROXY,
      rateLimitFactor: env.RATE_LIMIT_FACTOR,
      publicCacheMs: env.PUBLIC_CACHE_SECONDS * 1000,
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
            }
          : { kind: 'local' as const },
      uploads: {
        studentQuotaBytes: env.STUDENT_STORAGE_QUOTA_MB * MiB,
        studentVideoMaxBytes: env.STUDENT_VIDEO_MAX_MB * MiB,
        minFreeBytes: env.UPLOAD_MIN_FREE_MB * MiB,
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
