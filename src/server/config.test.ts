import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has embedded defaults that need nothing installed', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      redis: null,
      logLevel: 'info',
      demoData: true,
      production: false,
    });
  });

  it('listens on every interface in production and never creates demo data there', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DEMO_DATA: 'true',
      APP_URL: 'https://academy.example/',
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(config.host).toBe('0.0.0.0');
    expect(config.demoData).toBe(false);
    expect(config.appUrl).toBe('https://academy.example');
  });

  it('moves the clock for the browser journeys only when asked, on one’s own machine, never in production', () => {
    expect(loadConfig({}).movableClock).toBe(false);
    expect(loadConfig({ MOVABLE_CLOCK: 'true' }).movableClock).toBe(true);
    expect(
      loadConfig({ MOVABLE_CLOCK: 'true', HOST: '0.0.0.0', APP_URL: 'https://academy.example' }).movableClock,
    ).toBe(false);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        MOVABLE_CLOCK: 'true',
        APP_URL: 'https://academy.example/',
        SMTP_URL: 'smtp://mail.example:587',
      }),
    ).toThrow(/MOVABLE_CLOCK: must not be set in production/);
  });

  it('follows PORT in the default public URL and treats blank values as unset', () => {
    const config = loadConfig({ PORT: '4100', DATABASE_URL: '', DEMO_DATA: 'false' });
    expect(config.appUrl).toBe('http://localhost:4100');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(false);
  });

  it('names every bad value in one clear error', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_URL: 'localhost', DEMO_DATA: 'maybe' }),
    ).toThrow(
      /PORT: .*\n.*DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n.*APP_URL: must be an absolute URL.*\n.*DEMO_DATA: must be true or false/s,
    );
  });

  it('keeps uploads on local disk unless STORAGE=s3 names a bucket', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'solent-golf-uploads' }).storage).toEqual({
      kind: 's3',
      bucket: 'solent-golf-uploads',
      region: 'eu-west-2',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      prefix: '',
    });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'academy',
        S3_SECRET_ACCESS_KEY: 'a-long-secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toMatchObject({
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'academy', secretAccessKey: 'a-long-secret' },
    });
  });

  it('names S3_BUCKET when STORAGE=s3 has none, and never repeats the secret', () => {
    const attempt = () =>
      loadConfig({ STORAGE: 's3', S3_ACCESS_KEY_ID: 'academy', S3_SECRET_ACCESS_KEY: 'do-not-print-me' });
    expect(attempt).toThrow(/S3_BUCKET: is required with STORAGE=s3/);
    expect(attempt).not.toThrow(/do-not-print-me/);
    expect(() => loadConfig({ STORAGE: 'cloud' })).toThrow(/STORAGE: must be local or s3/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'academy' })).toThrow(
      /S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID/,
    );
  });

  it('keeps every object under S3_PREFIX, ending it with a slash, and names a bad one', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'shared-uploads' };
    expect(loadConfig({ ...s3, S3_PREFIX: 'staging' }).storage).toMatchObject({ prefix: 'staging/' });
    expect(loadConfig({ ...s3, S3_PREFIX: 'academy/production/' }).storage).toMatchObject({
      prefix: 'academy/production/',
    });
    for (const bad of ['/staging', 'a//b', '../up', 'with space', 'trash', 'trash/staging']) {
      expect(() => loadConfig({ ...s3, S3_PREFIX: bad }), bad).toThrow(/S3_PREFIX: must be/);
    }
  });

  it('keeps rate-limit counts in the database unless REDIS_URL names a Redis server', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379/2' }).redis).toEqual({
      url: 'redis://cache.internal:6379/2',
      keyPrefix: 'sga:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal', REDIS_KEY_PREFIX: 'staging:' }).redis).toEqual({
      url: 'rediss://cache.internal',
      keyPrefix: 'staging:',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://cache.internal' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('creates demo data only on a machine of its own, or when DEMO_DATA=true says so, and never in production', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' };
    const cases: [Record<string, string>, boolean][] = [
      [{}, true],
      [{ HOST: '127.0.0.1', APP_URL: 'http://127.0.0.1:3000' }, true],
      [{ HOST: '127.0.0.2', APP_URL: 'http://localhost:5173' }, true],
      [{ HOST: '::1', APP_URL: 'http://[::1]:3000' }, true],
      [{ HOST: 'localhost', APP_URL: 'http://localhost:3000/' }, true],
      [{ APP_URL: 'https://academy.example' }, false],
      [{ APP_URL: 'http://192.168.1.20:3000' }, false],
      [{ HOST: '0.0.0.0' }, false],
      [{ HOST: '::', APP_URL: 'http://localhost:3000' }, false],
      [{ HOST: '0.0.0.0', APP_URL: 'https://academy.example', DEMO_DATA: 'true' }, true],
      [{ DEMO_DATA: 'false' }, false],
      [{ ...production, HOST: '127.0.0.1', APP_URL: 'http://localhost:3000' }, false],
      [{ ...production, DEMO_DATA: 'true' }, false],
    ];
    for (const [env, expected] of cases) {
      expect(loadConfig(env).demoData, JSON.stringify(env)).toBe(expected);
    }
  });

  it('trusts X-Forwarded-For only from the proxies named by TRUST_PROXY: a hop count or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8 ,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
    for (const word of ['true', 'yes', 'on', 'TRUE']) {
      expect(() => loadConfig({ TRUST_PROXY: word }), word).toThrow(
        /TRUST_PROXY: TRUST_PROXY=\S+ would trust any client's X-Forwarded-For; set the number of proxies in front \(e\.g\. 1\) or their addresses/,
      );
    }
    for (const bad of ['proxy.internal', '10.0.0.0/33', '1.5', '-1', '10.0.0.1,,10.0.0.2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: /);
    }
  });

  it('will not start in production without SMTP_URL unless MAIL_OUTBOX_ONLY=true says the outbox is the delivery', () => {
    const production = { NODE_ENV: 'production', APP_URL: 'https://academy.example' };
    expect(() => loadConfig(production)).toThrow(
      /SMTP_URL: is required in production \(or set MAIL_OUTBOX_ONLY=true/,
    );
    expect(() => loadConfig({ ...production, MAIL_OUTBOX_ONLY: 'false' })).toThrow(/SMTP_URL: /);
    expect(loadConfig({ ...production, MAIL_OUTBOX_ONLY: 'true' }).smtpUrl).toBeUndefined();
    expect(loadConfig({ ...production, SMTP_URL: 'smtps://u:p@mail.example:465' }).smtpUrl).toBe(
      'smtps://u:p@mail.example:465',
    );
    // Away from production the outbox stays the quiet default.
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(() => loadConfig({ MAIL_OUTBOX_ONLY: 'perhaps' })).toThrow(
      /MAIL_OUTBOX_ONLY: must be true or false/,
    );
  });

  it('gives each student 2 GB of upload space, 250 MB videos, and keeps 2 GB free for the database', () => {
    const MiB = 1024 * 1024;
    expect(loadConfig({}).uploads).toEqual({
      studentQuotaBytes: 2048 * MiB,
      studentVideoMaxBytes: 250 * MiB,
      minFreeBytes: 2048 * MiB,
      chunkBytes: 8 * MiB,
    });
    expect(
      loadConfig({ STUDENT_STORAGE_QUOTA_MB: '500', STUDENT_VIDEO_MAX_MB: '100', UPLOAD_MIN_FREE_MB: '0' })
        .uploads,
    ).toEqual({
      studentQuotaBytes: 500 * MiB,
      studentVideoMaxBytes: 100 * MiB,
      minFreeBytes: 0,
      chunkBytes: 8 * MiB,
    });
    expect(() => loadConfig({ STUDENT_STORAGE_QUOTA_MB: 'lots' })).toThrow(/STUDENT_STORAGE_QUOTA_MB/);
    // Past the largest upload the server reads at all.
    expect(() => loadConfig({ STUDENT_VIDEO_MAX_MB: '600' })).toThrow(/STUDENT_VIDEO_MAX_MB/);
    expect(() => loadConfig({ UPLOAD_MIN_FREE_MB: '-1' })).toThrow(/UPLOAD_MIN_FREE_MB/);
  });
});
