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
});
