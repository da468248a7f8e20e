import {
  adultEssentials,
  camp,
  developmentSquad,
  FROM_PRICE_PENCE,
  formatPoundsShort,
  juniorGroupLessons,
  PRIVATE_LESSON_HOURLY_PENCE,
} from './programmes';

/**
 * The prices the public pages quote, as the server charges them: read from the services and plans staff
 * edit, never fixed at build time. Pages are prerendered with a token where each price goes; the server
 * fills the tokens from its records when it sends a page, and writes the same figures into the page so the
 * browser's render (which evaluates the same content) agrees with the HTML it hydrates.
 */
export interface PublicPrices {
  /** One camp day, and its length in hours (for the hourly comparison). */
  campDayPence: number;
  campHours: number;
  juniorGroupHourPence: number;
  /** A junior 1:1 lesson as sold, and the same per hour. */
  juniorPrivatePence: number;
  juniorPrivateHourPence: number;
  adultHourPence: number;
  squadHourPence: number;
  squadMonthPence: number;
}

/** The figures in the programme content: what a page shows where no server is asked (development, tests). */
export const CONTENT_PRICES: PublicPrices = {
  campDayPence: camp.pricePerDayPence,
  campHours: camp.hoursPerDay,
  juniorGroupHourPence: juniorGroupLessons.pricePerHourPence,
  juniorPrivatePence: FROM_PRICE_PENCE,
  juniorPrivateHourPence: PRIVATE_LESSON_HOURLY_PENCE,
  adultHourPence: adultEssentials.pricePerHourPence,
  squadHourPence: developmentSquad.pricePerHourPence,
  squadMonthPence: developmentSquad.pricePerMonthPence,
};

/** Each price as the pages word it. */
export function priceTexts(p: PublicPrices) {
  const weeklyPayAsYouGo = developmentSquad.sessionsPerMonth * p.juniorGroupHourPence;
  return {
    campDay: formatPoundsShort(p.campDayPence),
    /** 'under £14': the next whole pound above a camp hour's cost. */
    campHourCeiling: `under £${Math.floor(p.campDayPence / Math.max(p.campHours, 1) / 100) + 1}`,
    privateHour: formatPoundsShort(p.juniorPrivateHourPence),
    /** The spec's "from £45": a junior 1:1 lesson. */
    from: formatPoundsShort(p.juniorPrivatePence),
    juniorGroupHour: formatPoundsShort(p.juniorGroupHourPence),
    adultHour: formatPoundsShort(p.adultHourPence),
    squadHour: formatPoundsShort(p.squadHourPence),
    squadMonth: formatPoundsShort(p.squadMonthPence),
    /** Against four weekly group lessons; never a negative saving. */
    squadSaving: formatPoundsShort(Math.max(weeklyPayAsYouGo - p.squadMonthPence, 0)),
  };
}

export type PriceKey = keyof ReturnType<typeof priceTexts>;

const token = (key: string) => `__PRICE_${key}__`;
const TOKEN_PATTERN = /__PRICE_([A-Za-z]+)__/g;

let shown: PublicPrices | 'tokens' = CONTENT_PRICES;
let texts = priceTexts(CONTENT_PRICES);

/** The browser: the figures the server wrote into the page. Must run before any content module is evaluated. */
export function showPrices(prices: PublicPrices): void {
  shown = prices;
  texts = priceTexts(prices);
}

/** The prerender: a token in place of every price, for the server to fill. */
export function showPriceTokens(): void {
  shown = 'tokens';
}

/** A price for the content to quote: its text, or its token while prerendering. */
export function price(key: PriceKey): string {
  return shown === 'tokens' ? token(key) : texts[key];
}

/** The server: every token in a prerendered page replaced by the price it stands for. */
export function fillPriceTokens(html: string, prices: PublicPrices): string {
  const filled = priceTexts(prices) as Record<string, string>;
  return html.replace(TOKEN_PATTERN, (whole, key: string) => filled[key] ?? whole);
}

/** Where the server writes the figures in a page (a JSON data block, not a script). */
export const PRICES_ELEMENT_ID = 'public-prices';

/** The figures read back from a page; null when absent or not a full set of whole numbers. */
export function parsePublicPrices(text: string | null | undefined): PublicPrices | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const keys = Object.keys(CONTENT_PRICES) as (keyof PublicPrices)[];
    if (!keys.every((k) => Number.isInteger(value[k]) && (value[k] as number) >= 0)) return null;
    return Object.fromEntries(keys.map((k) => [k, value[k]])) as unknown as PublicPrices;
  } catch {
    return null;
  }
}
