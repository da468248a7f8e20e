import { loadScript } from './load-script';

/** The advertising pixel's script (Meta Pixel); the server's CSP must allow it when a pixel id is set. */
export const AD_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

type PixelCall = (...args: unknown[]) => void;
interface PixelQueue extends PixelCall {
  callMethod?: PixelCall;
  queue: unknown[][];
  push: PixelQueue;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    fbq?: PixelQueue;
    _fbq?: PixelQueue;
  }
}

export interface PurchaseEvent {
  value: number;
  currency: string;
  bookingId: string | null;
  service: string;
  coach: string | null;
  date: string | null;
  time: string | null;
}

const fired = new Set<string>();

/**
 * Fires the pixel's purchase event once per booking: the standard queue stub (so events wait for the
 * script), the script loaded without blocking anything, then init and track. Tracking only; a failure
 * is ignored.
 */
export function firePurchasePixel(pixelId: string, event: PurchaseEvent): void {
  const key = `${pixelId}:${event.bookingId ?? ''}:${event.value}`;
  if (fired.has(key)) return;
  fired.add(key);
  if (!window.fbq) {
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as PixelQueue;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    window.fbq = fbq;
    window._fbq ??= fbq;
    loadScript(AD_PIXEL_SCRIPT).catch(() => {});
  }
  window.fbq('init', pixelId);
  window.fbq(
    'track',
    'Purchase',
    {
      value: event.value,
      currency: event.currency,
      content_ids: event.bookingId ? [event.bookingId] : [],
      content_name: event.service,
      content_type: 'product',
      contents: [{ id: event.bookingId ?? event.service, quantity: 1 }],
      coach: event.coach,
      lesson_date: event.date,
      lesson_time: event.time,
    },
    event.bookingId ? { eventID: event.bookingId } : undefined,
  );
}
