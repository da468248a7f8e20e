import { expect } from 'vitest';

/** The headers every answer carries, errors included (CSP without inline script, HSTS, nosniff, referrer). */
export function expectSecurityHeaders(headers: Record<string, unknown>, what = 'response') {
  const csp = String(headers['content-security-policy']);
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).not.toContain("script-src 'self' 'unsafe-inline'");
  expect(csp, what).toContain("frame-ancestors 'self'");
  expect(headers['strict-transport-security'], what).toMatch(/max-age=31536000/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}
