import { formatLongDate } from '@/web/lib/format';

/**
 * The booking details the provider puts in the /payment-success address (public-site §2). Every value
 * is attacker-controlled: it is only ever rendered as text, trimmed and capped in length.
 */
export interface BookingDetails {
  bookingId: string | null;
  service: string;
  coach: string | null;
  date: string | null;
  time: string | null;
  duration: string | null;
  /** The amount as a number, for the purchase event. */
  amount: number | null;
  /** The amount as shown: '£45.00'. */
  price: string | null;
  currency: string;
  location: string;
  customerName: string | null;
  customerEmail: string | null;
}

const MAX_LENGTH = 120;

function text(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value.slice(0, MAX_LENGTH) : null;
}

/** '45' → 45; anything that is not a plain non-negative amount → null. */
export function parseAmount(value: string | null): number | null {
  if (value === null || !/^\d+(\.\d+)?$/.test(value)) return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/** '£45.00' for pounds, otherwise the currency code and the amount: 'EUR 45.00'. */
export function formatBookingPrice(amount: number, currency: string): string {
  const fixed = amount.toFixed(2);
  return currency === 'GBP' ? `£${fixed}` : `${currency} ${fixed}`;
}

/** '60' → '60 minutes'; other text as given. */
export function formatDuration(value: string | null): string | null {
  if (value === null) return null;
  return /^\d+$/.test(value) ? `${Number(value)} minutes` : value;
}

/** A real calendar date 'yyyy-MM-dd' reads as 'Monday 15 February 2027'; anything else as given. */
export function formatBookingDate(value: string | null): string | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const day = new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return value;
  return formatLongDate(value);
}

export function readBookingDetails(
  search: string,
  defaults: { currency: string; service: string; location: string },
): BookingDetails {
  const params = new URLSearchParams(search);
  const currency = text(params, 'currency')?.toUpperCase();
  const amount = parseAmount(text(params, 'price'));
  const details = {
    bookingId: text(params, 'booking_id'),
    service: text(params, 'service') ?? defaults.service,
    coach: text(params, 'coach'),
    date: formatBookingDate(text(params, 'date')),
    time: text(params, 'time'),
    duration: formatDuration(text(params, 'duration')),
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : defaults.currency,
    location: text(params, 'location') ?? defaults.location,
    customerName: text(params, 'customer_name'),
    customerEmail: text(params, 'customer_email'),
  };
  return { ...details, amount, price: amount === null ? null : formatBookingPrice(amount, details.currency) };
}
