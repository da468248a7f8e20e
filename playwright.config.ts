import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Chromium from Debian: Playwright's own browser download cannot work on these machines. Its headless
 * shell (package chromium-headless-shell), the build Playwright itself uses for headless runs, draws no
 * browser window around the page and ran the journeys about a fifth faster than the full browser; the
 * full browser is still used where the shell is not installed.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry, for a newcomer's run as for CI's (CI runs the newcomer's command): on a loaded two-core
  // machine a journey can miss a wait once. One that needed it is listed as flaky in the report, to be
  // fixed, instead of holding back everything else.
  retries: 1,
  // Journeys run two at a time on two cores; a loaded machine must slow them, not fail them.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  forbidOnly: process.env.CI === 'true',
  reporter: process.env.CI === 'true' ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // Recording a trace costs about a third of a journey's time, so no run records one for every journey:
    // CI records one for the retry of a failed journey, the run worth reading, and a newcomer's run is as
    // quick as CI's. To trace a failure locally: `npx playwright test <file> --trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
});
