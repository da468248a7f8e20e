import type {
  BookingCoach,
  BookingConfirmation,
  BookingService,
  BookRequestInput,
  BookResponse,
  CancellationView,
  FamilyBookRequest,
  ProvidersResponse,
  ServicesResponse,
  TimeslotsResponse,
} from '@/core/contracts/booking';
import type { MoveOutcome, MoveRequest } from '@/web/components/booking/move-booking-dialog';
import { apiGet } from '@/web/lib/api';

/*
 * The booking widget's calls (public-site §7), typed by the shared contracts but without parsing them
 * at run time: public pages keep zod out of their bundle, and the server validates what it answers.
 */

const BASE = '/api/booking';

export interface BookingOptions {
  services: BookingService[];
  coaches: BookingCoach[];
}

/** GET services and coaches together; any failure (non-OK, `success: false`, no network) rejects. */
export async function loadBookingOptions(signal?: AbortSignal): Promise<BookingOptions> {
  const [services, coaches] = await Promise.all([
    apiGet<ServicesResponse>(`${BASE}/services`, undefined, signal),
    apiGet<ProvidersResponse>(`${BASE}/providers`, undefined, signal),
  ]);
  if (!services?.success || !coaches?.success) throw new Error('The booking options were refused');
  return {
    services: Object.values(services.data ?? {}),
    coaches: Object.values(coaches.data ?? {}),
  };
}

function timeslotsPath(query: {
  serviceId: number;
  date: string;
  endDate?: string;
  providerId?: number | null;
}) {
  const params = new URLSearchParams({ serviceId: String(query.serviceId), date: query.date });
  if (query.endDate) params.set('endDate', query.endDate);
  if (query.providerId != null) params.set('providerId', String(query.providerId));
  return `${BASE}/timeslots?${params}`;
}

/** The open days between `date` and `endDate` (the keys of `data`), each with its open times. */
export async function loadAvailableDates(
  query: { serviceId: number; date: string; endDate: string; providerId?: number | null },
  signal?: AbortSignal,
): Promise<Record<string, string[]>> {
  const response = await apiGet<TimeslotsResponse>(timeslotsPath(query), undefined, signal);
  if (!response?.success) throw new Error('Availability was refused');
  return response.data ?? {};
}

/** The open times of one day: `data[date]`. */
export async function loadTimes(
  query: { serviceId: number; date: string; providerId?: number | null },
  signal?: AbortSignal,
): Promise<string[]> {
  const response = await apiGet<TimeslotsResponse>(timeslotsPath(query), undefined, signal);
  if (!response?.success) throw new Error('Times were refused');
  return response.data?.[query.date] ?? [];
}

export type BookingOutcome =
  | { ok: true; booking: BookingConfirmation }
  | { ok: false; error: string | undefined };

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/booking/book. A refusal resolves with the server's `error` text; only a failure to get an
 * answer at all rejects. The Idempotency-Key makes a retry of the same submission safe.
 */
export async function createBooking(
  body: BookRequestInput | FamilyBookRequest,
  idempotencyKey: string,
): Promise<BookingOutcome> {
  // A signed-in family books for its child on its own route; a guest on the public one.
  const path = 'studentId' in body ? '/api/family/bookings' : `${BASE}/book`;
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify(body),
  });
  const answer = parseJson(await response.text()) as
    | (Partial<BookResponse> & { message?: string })
    | undefined;
  if (response.ok && answer?.success && answer.data) return { ok: true, booking: answer.data };
  // The public route answers the spec's `error`; the family route the portal's `message`.
  const text = answer?.error ?? answer?.message;
  const error = typeof text === 'string' && text.trim() ? text : undefined;
  return { ok: false, error };
}

/* The private cancel link's calls. */

export type CancellationOutcome =
  | { ok: true; view: CancellationView }
  | { ok: false; status: number; error: string | undefined };

async function cancellationCall(init: RequestInit & { path: string }): Promise<CancellationOutcome> {
  const { path, ...rest } = init;
  const response = await fetch(path, { credentials: 'include', ...rest });
  const answer = parseJson(await response.text()) as
    | (Partial<CancellationView> & { error?: string; message?: string })
    | undefined;
  if (response.ok && answer?.booking) return { ok: true, view: answer as CancellationView };
  const error = answer?.error ?? answer?.message;
  return { ok: false, status: response.status, error: typeof error === 'string' ? error : undefined };
}

/** GET /api/booking/cancellation?token=: the booking behind the link and whether it can be cancelled. */
export function loadCancellation(token: string): Promise<CancellationOutcome> {
  return cancellationCall({
    path: `${BASE}/cancellation?${new URLSearchParams({ token })}`,
    headers: { Accept: 'application/json' },
  });
}

/** POST /api/booking/cancellation {token}: cancels (outside the 48-hour window). */
export function cancelBooking(token: string): Promise<CancellationOutcome> {
  return cancellationCall({
    path: `${BASE}/cancellation`,
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
}

/**
 * POST /api/booking/cancellation/move {token, placeId?, date, time}: the booking (or one day of it) moved to
 * another free time, until 48 hours before. A refusal resolves with the server's words and fields.
 */
export async function moveBooking(token: string, move: MoveRequest): Promise<MoveOutcome> {
  const response = await fetch(`${BASE}/cancellation/move`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, ...move }),
  });
  const answer = parseJson(await response.text()) as
    | (Partial<BookingConfirmation> & { error?: string; message?: string; fields?: Record<string, string> })
    | undefined;
  if (response.ok && answer?.id) return { ok: true, booking: answer as BookingConfirmation };
  const error = answer?.error ?? answer?.message;
  return { ok: false, error: typeof error === 'string' ? error : undefined, fields: answer?.fields ?? {} };
}

/* Coming back from Stripe Checkout without paying. */

export type AbandonOutcome =
  | { ok: true; booking: BookingConfirmation }
  | { ok: false; status: number; error: string | undefined };

/** POST /api/booking/checkout/abandon {hold}: gives the held places back at once. */
export async function abandonCheckout(hold: string): Promise<AbandonOutcome> {
  const response = await fetch('/api/booking/checkout/abandon', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ hold }),
  });
  const answer = parseJson(await response.text()) as
    | { booking?: BookingConfirmation; error?: string; message?: string }
    | undefined;
  if (response.ok && answer?.booking) return { ok: true, booking: answer.booking };
  const error = answer?.error ?? answer?.message;
  return { ok: false, status: response.status, error: typeof error === 'string' ? error : undefined };
}
