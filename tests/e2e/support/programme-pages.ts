import { expect, type Locator, type Page } from '@playwright/test';
import type { MembershipRecord } from '../../../src/core/contracts/booking';
import { expectAccessible, expectNoHorizontalScroll } from './a11y';

/** The loopback stand-in for the booking provider and lead-capture provider (see global-setup). */
export const providerOrigin = () => process.env.E2E_PROVIDER_ORIGIN!;

/**
 * A provider script whose widget throws while starting, served in place of the fixture's widget.js:
 * a document rewritten by page.route loses its loopback address space, and Chrome then refuses
 * scripts from the loopback fixtures, so init errors are simulated on the unmodified page.
 */
export const BROKEN_WIDGET =
  "window.SimplybookWidget = function () { throw new Error('widget init failed'); };";

/** Every console error and page error of the test, to assert none happened on a happy path. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The h2 headings of the page's main content, in order. */
export async function sectionTitles(page: Page): Promise<string[]> {
  return (await page.getByRole('main').locator('h2').allTextContents()).map((t) => t.trim());
}

/** The booking calendar the fake provider draws into a page's container. */
export function bookingCalendar(page: Page, containerId: string): Locator {
  return page.locator(`#${containerId} iframe[title="Booking calendar"]`);
}

/** The options the page passed to the (fake) provider's widget constructor. */
export function widgetOptions(page: Page) {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __widgetOptions?: Record<string, unknown> & { app_config: Record<string, unknown> };
        }
      ).__widgetOptions,
  );
}

/**
 * Clicks a smooth-scroll button and checks that it brought its anchor into view without a jump (the
 * address keeps no hash, because the click was handled by the page).
 */
export async function expectScrollsTo(page: Page, button: Locator, anchorId: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const before = new URL(page.url()).hash;
  await button.click();
  await expect(page.locator(`#${anchorId}`)).toBeInViewport({ ratio: 0.1 });
  expect(new URL(page.url()).hash).toBe(before);
}

/** With the anchor gone, the button falls back to setting the address's hash. */
export async function expectHashFallback(page: Page, button: Locator, anchorId: string): Promise<void> {
  await page.evaluate((id) => document.getElementById(id)?.removeAttribute('id'), anchorId);
  await button.click();
  await expect(page).toHaveURL(new RegExp(`#${anchorId}$`));
}

/** axe and no sideways scroll, on desktop and on a 390 px phone. */
export async function expectAccessibleAtBothWidths(
  page: Page,
  path: string,
  ready: (p: Page) => Promise<void>,
) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.goto(path);
    await ready(page);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
  }
}

/** Membership records shaped like the provider's (public-site §3). */
export function membershipRecord(id: number, overrides: Partial<MembershipRecord> = {}): MembershipRecord {
  const prices: Record<number, number> = { 1: 150, 2: 280, 3: 400 };
  return {
    id,
    name: `Provider plan ${id}`,
    first_price: prices[id] ?? 99,
    recurring_price: prices[id] ?? 99,
    limit: id * 4,
    duration_type: 'month',
    description: `Provider description ${id}`,
    picture_path: null,
    purchase_url: `https://provider.example.com/v2/#membership/${id}/date/2027-02-01`,
    ...overrides,
  };
}
