import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** Runs the boundary check (`npm run boundaries`) in a directory; its exit status and what it printed. */
async function boundaries(cwd: string): Promise<{ ok: boolean; output: string }> {
  const bin = path.join(root, 'node_modules/.bin/depcruise');
  try {
    const { stdout, stderr } = await run(
      bin,
      ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
      {
        cwd,
      },
    );
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/**
 * The import boundaries are only worth having if the check fails when one is crossed: each rule gets a
 * planted violation in a temporary copy of the source.
 */
// Source, not a database, is under test: once per run is enough.
describe.runIf(process.env.TEST_DB !== 'postgres')('import boundaries', () => {
  let copy: string;
  beforeAll(async () => {
    copy = await mkdtemp(path.join(os.tmpdir(), 'golf-boundaries-'));
    await cp(path.join(root, 'src'), path.join(copy, 'src'), { recursive: true });
    for (const file of ['.dependency-cruiser.cjs', 'tsconfig.json', 'package.json']) {
      await cp(path.join(root, file), path.join(copy, file));
    }
    await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  }, 60_000);
  afterAll(() => rm(copy, { recursive: true, force: true }));

  it('the product as it is crosses none', async () => {
    const result = await boundaries(root);
    expect(result.output).toContain('no dependency violations found');
    expect(result.ok).toBe(true);
  }, 60_000);

  it('fails on each kind of forbidden import planted in a copy', async () => {
    const plant = async (file: string, source: string) => {
      await mkdir(path.dirname(path.join(copy, file)), { recursive: true });
      await writeFile(path.join(copy, file), source);
    };
    await plant('src/core/rules/planted-server.ts', "export { buildApp } from '../../server/app';\n");
    await plant('src/core/rules/planted-node.ts', "export { readFile } from 'node:fs/promises';\n");
    await plant('src/web/lib/planted-server.ts', "export { buildApp } from '../../server/app';\n");
    await plant('src/server/lib/planted-web.ts', "export { router } from '../../web/app/router';\n");
    await plant('src/server/lib/planted-relative-core.ts', "export * from '../../core/rules/staff-roles';\n");
    await plant(
      'src/web/features/public/planted-portal.ts',
      "export * from '../staff-portal/planted-cycle-b';\n",
    );
    await plant('src/web/features/staff-portal/planted-cycle-a.ts', "export * from './planted-cycle-b';\n");
    await plant('src/web/features/staff-portal/planted-cycle-b.ts', "export * from './planted-cycle-a';\n");

    const result = await boundaries(copy);
    expect(result.ok).toBe(false);
    for (const rule of [
      'core-is-shared: src/core/rules/planted-server.ts',
      'core-is-pure: src/core/rules/planted-node.ts',
      'web-not-server: src/web/lib/planted-server.ts',
      'server-not-web: src/server/lib/planted-web.ts',
      'server-reads-core-by-alias: src/server/lib/planted-relative-core.ts',
      'surface-public-stands-alone: src/web/features/public/planted-portal.ts',
      'no-circular: src/web/features/staff-portal/planted-cycle-a.ts',
    ]) {
      expect(result.output).toContain(rule);
    }
  }, 60_000);
});
