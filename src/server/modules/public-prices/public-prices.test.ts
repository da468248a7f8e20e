import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PRICES, parsePublicPrices, priceTexts } from '@/core/content/live-prices';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { type Caller, signedInStaff } from '../booking-admin/booking-admin.test-helpers';
import { toPublicPrices } from './public-prices';

const CAMP = 4;
const SQUAD_PLAN = 4;

/** A prerendered page as the build writes it: a token wherever a price goes. */
const page = (words: string) => `<!doctype html><html><body><main>${words}</main></body></html>`;

/** The figures the server wrote into a page for the browser's render. */
const figures = (html: string) =>
  parsePublicPrices(/<script type="application\/json" id="public-prices">([^<]*)<\/script>/.exec(html)?.[1]);

describe(`public pages quote the prices the server charges (${testDbKind})`, () => {
  let t: TestContext;
  let webRoot: string;
  let admin: Caller;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'golf-prices-'));
    await writeFile(path.join(webRoot, 'index.html'), page('shell'));
    await writeFile(path.join(webRoot, 'app-shell.html'), page('shell'));
    await mkdir(path.join(webRoot, 'summer-academy'));
    await writeFile(
      path.join(webRoot, 'summer-academy', 'index.html'),
      page('__PRICE_campDay__ a day, __PRICE_campHourCeiling__ per hour, against __PRICE_privateHour__'),
    );
    await mkdir(path.join(webRoot, 'development-squad'));
    await writeFile(
      path.join(webRoot, 'development-squad', 'index.html'),
      page('__PRICE_squadMonth__ a month; saves __PRICE_squadSaving__; __PRICE_squadHour__ per hour'),
    );
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' }, { webRoot });
    admin = await signedInStaff(t, 'admin', 'Alex');
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  it('fills every price from the services and plans, and writes the same figures for the browser', async () => {
    const camps = await get('/summer-academy');
    expect(camps).toContain('<main>£55 a day, under £14 per hour, against £60</main>');
    expect(camps).not.toContain('__PRICE_');
    expect(figures(camps)).toEqual(CONTENT_PRICES);
    expect(await get('/development-squad')).toContain('£120 a month; saves £20; £30 per hour');
    // A portal page renders the public content in the browser too, so it carries the figures.
    expect(figures(await get('/student-portal'))).toEqual(CONTENT_PRICES);
  });

  it('shows a price staff change on the next visit', async () => {
    const changed = await admin.call({
      method: 'PATCH',
      url: `/api/staff/booking/services/${CAMP}`,
      payload: { pricePence: 6000 },
    });
    expect(changed.statusCode).toBe(200);
    const camps = await get('/summer-academy');
    expect(camps).toContain('£60 a day, under £16 per hour');
    expect(figures(camps)?.campDayPence).toBe(6000);

    const plan = await admin.call({
      method: 'PUT',
      url: `/api/admin/membership-plans/${SQUAD_PLAN}/price`,
      payload: { pricePence: 13000 },
    });
    expect(plan.statusCode).toBe(200);
    expect(await get('/development-squad')).toContain('£130 a month; saves £10;');
  });

  it('keeps quoting a withdrawn service at its last price', async () => {
    await admin.call({
      method: 'PATCH',
      url: `/api/staff/booking/services/${CAMP}`,
      payload: { active: false },
    });
    expect(await get('/summer-academy')).toContain('£60 a day');
  });
});

describe('the price words', () => {
  it('say what the specification says for the academy’s published prices', () => {
    expect(priceTexts(CONTENT_PRICES)).toEqual({
      campDay: '£55',
      campHourCeiling: 'under £14',
      privateHour: '£60',
      from: '£45',
      juniorGroupHour: '£35',
      adultHour: '£70',
      squadHour: '£30',
      squadMonth: '£120',
      squadSaving: '£20',
    });
  });

  it('never claim a saving that is not there, nor an hourly ceiling that is not above the cost', () => {
    const texts = priceTexts({ ...CONTENT_PRICES, squadMonthPence: 15000, campDayPence: 6000 });
    expect(texts.squadSaving).toBe('£0');
    expect(texts.campHourCeiling).toBe('under £16');
  });

  it('work out hourly prices from what each service sells, and keep the content’s figure only for a missing record', () => {
    const prices = toPublicPrices(
      [
        { slug: 'junior-private-lesson', pricePence: 5000, durationMinutes: 45 },
        { slug: 'adult-private-lesson', pricePence: 4000, durationMinutes: 30 },
      ],
      null,
    );
    expect(prices).toEqual({
      ...CONTENT_PRICES,
      juniorPrivatePence: 5000,
      juniorPrivateHourPence: 6667,
      adultHourPence: 8000,
    });
  });

  it('read back only a full set of whole numbers', () => {
    expect(parsePublicPrices(JSON.stringify(CONTENT_PRICES))).toEqual(CONTENT_PRICES);
    expect(parsePublicPrices(JSON.stringify({ ...CONTENT_PRICES, campDayPence: 'free' }))).toBeNull();
    expect(parsePublicPrices('{"campDayPence":')).toBeNull();
    expect(parsePublicPrices(undefined)).toBeNull();
  });
});
