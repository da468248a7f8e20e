import { expect, type Page } from '@playwright/test';

/**
 * Opens a prerendered page and waits until React has taken it over. Links work from the first paint,
 * but a button that only works with JavaScript (the phone menu, say) ignores a press made before then.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}
