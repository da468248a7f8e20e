import type { Page } from '@playwright/test';
import type { SiteConfig } from '../../../src/core/contracts/site-config';

/** The settings the e2e server runs with (see global-setup): every embed points at the loopback fixtures. */
export function serverSiteConfig(): SiteConfig {
  const origin = process.env.E2E_PROVIDER_ORIGIN!;
  return {
    bookingWidget: { scriptUrl: `${origin}/widget.js`, companyUrl: `${origin}/company` },
    leadForm: { scriptUrl: `${origin}/lead-form.js`, formUrl: `${origin}/lead-form` },
    introVideoUrl: null,
    adPixelId: null,
    membershipsOnline: false,
  };
}

/**
 * Serves every page of this test with other run-time settings, by replacing the server's settings block
 * in the HTML (as a different server configuration would). Call before the first `goto`.
 */
export async function useSiteConfig(page: Page, overrides: Partial<SiteConfig>): Promise<void> {
  const config = { ...serverSiteConfig(), ...overrides };
  await page.route(
    (url) =>
      !url.pathname.startsWith('/api/') &&
      !url.pathname.startsWith('/assets/') &&
      !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      // Pages only: a form posted elsewhere (Stripe's page) keeps its own redirect, which route.fetch would
      // follow itself and leave the browser on the wrong address.
      if (route.request().resourceType() !== 'document' || route.request().method() !== 'GET') {
        return route.fallback();
      }
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="site-config">[\s\S]*?<\/script>/,
        `<script type="application/json" id="site-config">${JSON.stringify(config).replaceAll('<', '\\u003c')}</script>`,
      );
      await route.fulfill({ response, body: html });
    },
  );
}
