import { useSyncExternalStore } from 'react';
import type { SiteConfig } from '@/core/contracts/site-config';

// Kept in step with SITE_CONFIG_ELEMENT_ID in the contract; importing the contract would bring zod
// into the public bundle.
const ELEMENT_ID = 'site-config';

let cached: SiteConfig | null | undefined;

function read(): SiteConfig | null {
  if (cached !== undefined) return cached;
  // Our own server writes this block from validated configuration.
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  try {
    cached = text ? (JSON.parse(text) as SiteConfig) : null;
  } catch {
    cached = null;
  }
  return cached;
}

const noSubscription = () => () => {};

/**
 * The server's run-time settings for public pages (third-party embeds, intro video, pixel).
 * It is null while prerendering and during hydration, so the prerendered HTML and the first client
 * render agree; components show their no-provider state until it arrives.
 */
export function useSiteConfig(): SiteConfig | null {
  return useSyncExternalStore(noSubscription, read, () => null);
}
