import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testDbKind } from '../test/test-app';
import { createMailer } from './mailer';

/** Without SMTP, links are logged so a developer can follow them; in production they never are. */
describe(`what the mailer logs (${testDbKind})`, () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let dir: string;
  beforeAll(async () => {
    fresh = await freshDatabase();
    dir = await mkdtemp(path.join(os.tmpdir(), 'golf-maillog-'));
  });
  afterAll(async () => {
    await fresh.database.close();
    await fresh.drop();
    await rm(dir, { recursive: true, force: true });
  });

  async function logged(logLinks: boolean): Promise<string> {
    const lines: string[] = [];
    const record = (obj: object, msg: string) => lines.push(`${msg} ${JSON.stringify(obj)}`);
    const mailer = createMailer({
      db: fresh.database.db,
      logger: { info: record, warn: record, error: record } as never,
      from: 'academy@example.com',
      outboxDir: dir,
      logLinks,
    });
    await mailer.send({
      to: 'someone@example.com',
      subject: 'Reset your password',
      text: 'Open https://academy.example/reset-password?token=secret-token-value',
    });
    await mailer.drain();
    mailer.close();
    return lines.join('\n');
  }

  it('logs the links outside production', async () => {
    expect(await logged(true)).toContain('secret-token-value');
  });

  it('never logs a link in production', async () => {
    const log = await logged(false);
    expect(log).toContain('mail saved to outbox');
    expect(log).not.toContain('secret-token-value');
  });
});
