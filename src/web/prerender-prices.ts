import { showPriceTokens } from '@/core/content/live-prices';

// Imported first by the prerender's entry, before any content module is evaluated: every price in the
// prerendered pages is a token the server fills from its records when it sends the page.
showPriceTokens();
