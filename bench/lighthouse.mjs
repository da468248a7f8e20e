// Lighthouse (mobile, simulated throttling) on public pages of the built app: prints the four scores
// and the Core Web Vitals it measures. Usage: npm run build && node bench/lighthouse.mjs [/path ...]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchResult } from './report.mjs';
import { CHROMIUM_ARGS, serveBuilt } from './serve-built.mjs';

const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/home', '/programs', '/development-squad'];
const server = await serveBuilt();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
});
try {
  console.info('page                 perf  a11y  best  seo   LCP ms  CLS    TBT ms');
  for (const path of paths) {
    // A trace that fails to record (NO_NAVSTART and the like) is Lighthouse's own hiccup: one more try.
    let result;
    for (let attempt = 0; attempt < 2 && !(result && !result.lhr.runtimeError); attempt++) {
      result = await lighthouse(server.url + path, { port: chrome.port, output: 'json', logLevel: 'error' });
    }
    const { categories: c, audits: a, runtimeError } = result.lhr;
    if (runtimeError) {
      console.info(`${path.padEnd(20)}failed: ${runtimeError.code} ${runtimeError.message}`);
      benchResult(`Lighthouse ${path}`, runtimeError.code, '', 'runs', false);
      continue;
    }
    const score = (k) => String(Math.round((c[k]?.score ?? 0) * 100)).padStart(4);
    console.info(
      `${path.padEnd(20)}${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')}  ${String(Math.round(a['largest-contentful-paint'].numericValue)).padStart(7)}  ${a['cumulative-layout-shift'].numericValue.toFixed(3)}  ${String(Math.round(a['total-blocking-time'].numericValue)).padStart(6)}`,
    );
    const figure = (label, value, unit, budget, ok) =>
      benchResult(`Lighthouse ${path}: ${label}`, value, unit, budget, ok);
    const points = (k) => Math.round((c[k]?.score ?? 0) * 100);
    figure('performance', points('performance'), '', '≥ 95', points('performance') >= 95);
    figure('accessibility', points('accessibility'), '', '100', points('accessibility') === 100);
    figure('best practices', points('best-practices'), '', '≥ 95', points('best-practices') >= 95);
    figure('SEO', points('seo'), '', '100', points('seo') === 100);
    const lcp = Math.round(a['largest-contentful-paint'].numericValue);
    figure('LCP', lcp, 'ms', '≤ 2500 ms', lcp <= 2500);
    const cls = Math.round(a['cumulative-layout-shift'].numericValue * 1000) / 1000;
    figure('CLS', cls, '', '≤ 0.1', cls <= 0.1);
    figure('TBT', Math.round(a['total-blocking-time'].numericValue), 'ms');
    const failing = Object.values(a).filter(
      (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
    );
    for (const audit of failing.slice(0, 8)) console.info(`    - ${audit.id}: ${audit.title}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
