// Lighthouse (mobile, simulated throttling) on every public page of the built app (or the paths given):
// three runs a page, the median run's four scores and Core Web Vitals. SEO is judged only where the page is
// indexed (listed in the sitemap); a noindex page is meant to fail it.
// Usage: npm run build && node bench/lighthouse.mjs [/path ...]   (LIGHTHOUSE_RUNS=1 for a quick look)
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchResult } from './report.mjs';
import { CHROMIUM_ARGS, serveBuilt } from './serve-built.mjs';

/** The public pages, from the one page registry the app and the server use. */
function publicPaths() {
  const script =
    "import('./src/core/content/site-routes.ts').then((m) => console.log(JSON.stringify(m.PUBLIC_PAGE_PATHS)))";
  const out = execFileSync('node_modules/.bin/tsx', ['-e', script], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1));
}

const paths = process.argv.slice(2).length ? process.argv.slice(2) : publicPaths();
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const server = await serveBuilt();
const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
const indexed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
});
try {
  console.info('page                 perf  a11y  best  seo   LCP ms  CLS    TBT ms');
  for (const path of paths) {
    const done = [];
    for (let run = 0; run < runs; run++) {
      // A trace that fails to record (NO_NAVSTART and the like) is Lighthouse's own hiccup: one more try.
      let one;
      for (let attempt = 0; attempt < 2 && !(one && !one.lhr.runtimeError); attempt++) {
        one = await lighthouse(server.url + path, { port: chrome.port, output: 'json', logLevel: 'error' });
      }
      done.push(one);
      if (one.lhr.runtimeError) break;
    }
    // The median run by performance: one slow or lucky run does not decide the page's figures.
    const scored = done.filter((r) => !r.lhr.runtimeError);
    scored.sort(
      (x, y) => (x.lhr.categories.performance?.score ?? 0) - (y.lhr.categories.performance?.score ?? 0),
    );
    const result = scored[Math.floor(scored.length / 2)] ?? done.at(-1);
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
    figure('best practices', points('best-practices'), '', '100', points('best-practices') === 100);
    if (indexed.has(path)) figure('SEO', points('seo'), '', '100', points('seo') === 100);
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
