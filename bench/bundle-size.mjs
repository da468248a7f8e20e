// Prints the gzipped JavaScript each public page loads in a real browser (everything fetched as a
// script until the page is idle), and fails if any page loads portal code or exceeds the budget.
// Usage: npm run build && node bench/bundle-size.mjs
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { benchResult } from './report.mjs';
import { CHROMIUM_ARGS, serveBuilt } from './serve-built.mjs';

const BUDGET_KB = 120;
const PAGES = [
  '/home',
  '/welcome',
  '/programs',
  '/aboutus',
  '/coaches',
  '/summer-academy',
  '/junior-lessons',
  '/adult-lessons',
  '/development-squad',
  '/payment-success',
];

const server = await serveBuilt();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
let failed = false;
try {
  console.info(`page                  scripts  JS gzip KB  budget ${BUDGET_KB} KB`);
  for (const path of PAGES) {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script' || !res.ok()) return;
      scripts.set(
        res.url(),
        res.body().then((b) => gzipSync(b, { level: 9 }).length),
      );
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts.values());
    const kb = sizes.reduce((a, b) => a + b, 0) / 1024;
    const portal = [...scripts.keys()].filter((u) => /portal|password-input|toast/.test(u));
    const over = kb > BUDGET_KB;
    if (over || portal.length) failed = true;
    console.info(
      `${path.padEnd(22)}${String(scripts.size).padStart(7)}  ${kb.toFixed(1).padStart(10)}  ${over ? 'OVER' : 'ok'}${portal.length ? `  portal code: ${portal.join(', ')}` : ''}`,
    );
    benchResult(
      `Public page JavaScript: ${path}`,
      Math.round(kb * 10) / 10,
      'KB gzip',
      `≤ ${BUDGET_KB} KB, no portal code`,
      !over && !portal.length,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
