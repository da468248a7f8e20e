import { PRICES_ELEMENT_ID, parsePublicPrices, showPrices } from '@/core/content/live-prices';

// Imported first by the browser's entry, before any content module is evaluated: the content then quotes
// the prices the server wrote into this page, the same figures as its HTML, so hydration agrees. Without
// them (the development server) the content's own figures show.
const prices = parsePublicPrices(document.getElementById(PRICES_ELEMENT_ID)?.textContent);
if (prices) showPrices(prices);
