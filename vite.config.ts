import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** Files that replace a module, fake the clock or stub globals: each needs a module graph of its own. */
const MOCKED = 'src/server/**/*.mocked.test.ts';

export default defineConfig({
  root: '.',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': src } },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  test: {
    // One worker per core, not Vitest's default of one fewer: the API suites spend much of their time
    // waiting on the database and sockets, and on a two-core machine the default is a single worker.
    maxWorkers: availableParallelism(),
    projects: [
      // CI runs the embedded-database and browser-component tests first exactly as a newcomer does, then
      // asks (TEST_ONLY_POSTGRES=true) for the PostgreSQL run alone instead of running them twice.
      ...(process.env.TEST_ONLY_POSTGRES === 'true'
        ? []
        : [serverProject('pglite'), mockedServerProject('pglite'), webProject()]),
      // With a PostgreSQL server to test against, the same API suite runs on it too.
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres'), mockedServerProject('postgres')] : []),
    ],
  },
});

function webProject() {
  return {
    extends: true as const,
    test: {
      name: 'web',
      environment: 'jsdom' as const,
      // Worker threads instead of child processes: each file still gets its own jsdom and module graph,
      // but a thread starts and imports faster (the whole project took 85 s instead of 119 s).
      pool: 'threads' as const,
      // A file that tests logic alone, with no page, starts with `// @vitest-environment node` and is
      // spared building a jsdom window (twenty such files took 8.5 s instead of 25 s).
      include: ['src/web/**/*.test.{ts,tsx}'],
      setupFiles: ['src/web/test/setup.ts'],
    },
  };
}

function serverProject(db: 'pglite' | 'postgres') {
  return {
    extends: true as const,
    test: {
      name: `server-${db}`,
      environment: 'node' as const,
      // Pure rules need one run, not one per database.
      include:
        db === 'pglite' ? ['src/server/**/*.test.ts', 'src/core/**/*.test.ts'] : ['src/server/**/*.test.ts'],
      exclude: [MOCKED],
      setupFiles: ['src/server/test/setup.ts'],
      globalSetup: ['src/server/test/global-setup.ts'],
      env: { TEST_DB: db },
      // Each file builds its own app and database (createTestContext), so the files of one worker can share
      // the imported server modules: importing them again for every file took longer than most files' tests.
      isolate: false,
      // Worker threads start and import faster than child processes: the embedded-database run took
      // 252 s instead of 272 s.
      pool: 'threads' as const,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

/** The few API suites that mock: isolated, as Vitest runs files by default. */
function mockedServerProject(db: 'pglite' | 'postgres') {
  const base = serverProject(db);
  return {
    ...base,
    test: { ...base.test, name: `server-${db}-mocked`, include: [MOCKED], exclude: [], isolate: true },
  };
}
