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
    });
    expect(config.host).toBe('0.0.0.0');
    expect(config.demoData).toBe(false);
    expect(config.appUrl).toBe('https://academy.example');
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

  it('gives each student 2 GB of upload space, 250 MB videos, and keeps 2 GB free for the database', () => {
    const MiB = 1024 * 1024;
    expect(loadConfig({}).uploads).toEqual({
      studentQuotaBytes: 2048 * MiB,
      studentVideoMaxBytes: 250 * MiB,
      minFreeBytes: 2048 * MiB,
    });
    expect(
      loadConfig({ STUDENT_STORAGE_QUOTA_MB: '500', STUDENT_VIDEO_MAX_MB: '100', UPLOAD_MIN_FREE_MB: '0' })
        .uploads,
    ).toEqual({ studentQuotaBytes: 500 * MiB, studentVideoMaxBytes: 100 * MiB, minFreeBytes: 0 });
    expect(() => loadConfig({ STUDENT_STORAGE_QUOTA_MB: 'lots' })).toThrow(/STUDENT_STORAGE_QUOTA_MB/);
    // Past the largest upload the server reads at all.
    expect(() => loadConfig({ STUDENT_VIDEO_MAX_MB: '600' })).toThrow(/STUDENT_VIDEO_MAX_MB/);
    expect(() => loadConfig({ UPLOAD_MIN_FREE_MB: '-1' })).toThrow(/UPLOAD_MIN_FREE_MB/);
  });
});
