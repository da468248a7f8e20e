import type {
  BookingCoach,
  BookingConfirmation,
  BookingService,
  BookRequest,
  MembershipRecord,
} from '@/core/contracts/booking';
import {
  addDays,
  clockToMinutes,
  earlierDate,
  laterDate,
  londonDate,
  minutesToClock,
} from '@/core/rules/london-time';
import type { Clock } from '../../../clock';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../errors';
import { sha256 } from '../../../security/tokens';
import type { AvailabilityQuery, BookingProvider } from '../booking-provider';
import { presentMembership } from '../builtin-provider';
import { type MembershipPlanRow, membershipsRepository } from '../memberships.repository';
import { idempotencyMemory } from './idempotency-memory';
import { type JsonRpcClient, jsonRpcClient } from './json-rpc-client';
import { type ErrorLog, toAppError } from './simplybook-errors';

export type SimplybookConfig = Extract<Config['booking'], { provider: 'simplybook' }>;

export interface SimplybookProviderDeps {
  db: Db;
  clock: Clock;
  config: SimplybookConfig;
  log?: ErrorLog;
  /** Defaults to a client for `config`; tests may pass one with a short deadline. */
  client?: JsonRpcClient;
}

/** Fields of getEventList's values that we read; SimplyBook sends most numbers as strings. */
interface SimplybookEvent {
  id: string | number;
  name?: string;
  duration?: string | number;
  description?: string | null;
  price?: string | number | null;
  unit_map?: Record<string, unknown> | Array<string | number> | null;
  is_public?: string | number | boolean;
  is_active?: string | number | boolean;
}
interface SimplybookUnit {
  id: string | number;
  name?: string;
}
/** What `book` answers: one booking per place, each with the provider's id and booking code. */
interface SimplybookBookResult {
  require_confirm?: boolean;
  bookings?: Array<{
    id?: string | number;
    code?: string;
    unit_id?: string | number | null;
    start_date_time?: string;
    end_date_time?: string;
  }>;
}

/** The catalogue changes rarely and the provider's daily quota is small: reuse it for a while. */
const CATALOGUE_TTL_MS = 5 * 60_000;
/** One matrix call per request; a wider range than this is cut, to keep the provider's work bounded. */
const MAX_RANGE_DAYS = 62;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

const flag = (value: unknown) => value === undefined || value === true || value === 1 || value === '1';
const values = <T>(list: Record<string, T> | T[] | null | undefined): T[] =>
  !list ? [] : Array.isArray(list) ? list : Object.values(list);

/** Descriptions are HTML at the provider; the widget shows plain text. */
function plainText(html: string | null | undefined): string | undefined {
  if (!html) return undefined;
  const text = html
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  return text || undefined;
}

function unitIds(unitMap: SimplybookEvent['unit_map']): number[] | undefined {
  if (!unitMap) return undefined;
  // An object maps unit id to a special duration; older answers send a plain list of ids.
  const ids = Array.isArray(unitMap) ? unitMap.map(Number) : Object.keys(unitMap).map(Number);
  const valid = ids.filter((id) => Number.isInteger(id) && id > 0);
  return valid.length ? valid : undefined;
}

function presentService(event: SimplybookEvent): BookingService | null {
  const id = Number(event.id);
  const duration = Number(event.duration);
  if (!Number.isInteger(id) || !event.name || !Number.isFinite(duration)) return null;
  const price = event.price === null || event.price === undefined ? Number.NaN : Number(event.price);
  return {
    id,
    name: event.name,
    duration: Math.round(duration),
    ...(Number.isFinite(price) && { price: price.toFixed(2) }),
    description: plainText(event.description),
    providers: unitIds(event.unit_map),
    kind: 'lesson',
  };
}

/** "09:30:00" or "9:30" → "09:30"; null when it is not a time. */
function hhmm(value: unknown): string | null {
  const m = typeof value === 'string' ? /^(\d{1,2}):(\d{2})/.exec(value) : null;
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes < 24 * 60 ? minutesToClock(minutes) : null;
}

/** The relay to SimplyBook.me: the same booking calls, answered by the provider over JSON-RPC. */
export function simplybookBookingProvider(deps: SimplybookProviderDeps): BookingProvider {
  const { config } = deps;
  const client =
    deps.client ??
    jsonRpcClient({
      apiUrl: config.apiUrl,
      company: config.company,
      apiKey: config.apiKey,
      clock: deps.clock,
    });
  const memberships = membershipsRepository(deps.db);
  const replays = idempotencyMemory<BookingConfirmation>({
    clock: deps.clock,
    ttlMs: IDEMPOTENCY_TTL_MS,
    maxEntries: 1000,
  });

  /** A short-lived copy of a list call; concurrent readers share one request. */
  function cached<T>(load: () => Promise<T>) {
    let copy: { at: number; value: Promise<T> } | null = null;
    return () => {
      const now = deps.clock().getTime();
      if (!copy || now - copy.at >= CATALOGUE_TTL_MS) {
        const value = load();
        const entry = { at: now, value };
        copy = entry;
        // A failed load is not kept: the next reader asks again.
        value.catch(() => {
          if (copy === entry) copy = null;
        });
      }
      return copy.value;
    };
  }

  const services = cached(async () => {
    const events = await client.call<Record<string, SimplybookEvent> | SimplybookEvent[]>('getEventList', []);
    const list = values(events)
      .filter((e) => e && flag(e.is_active) && flag(e.is_public))
      .map(presentService)
      .filter((s): s is BookingService => s !== null);
    return new Map(list.map((s) => [s.id, s]));
  });

  const coaches = cached(async () => {
    const units = await client.call<Record<string, SimplybookUnit> | SimplybookUnit[]>('getUnitList', []);
    const list = values(units)
      .map((u) => ({ id: Number(u?.id), name: u?.name ?? '' }))
      .filter((u) => Number.isInteger(u.id) && u.name);
    return new Map<number, BookingCoach>(list.map((u) => [u.id, u]));
  });

  async function findService(id: number): Promise<BookingService> {
    const service = (await services()).get(id);
    if (!service) throw badRequest('This service cannot be booked', { serviceId: 'Unknown service' });
    return service;
  }

  function purchaseUrl(row: MembershipPlanRow, today: string): string {
    if (row.purchaseUrl) return row.purchaseUrl;
    return config.membershipUrl
      .replaceAll('{company}', encodeURIComponent(config.company))
      .replaceAll('{id}', encodeURIComponent(String(row.id)))
      .replaceAll('{date}', today);
  }

  async function createBooking(request: BookRequest): Promise<BookingConfirmation> {
    const service = await findService(request.serviceId);
    const providerId = request.providerId ?? null;
    if (providerId !== null && service.providers && !service.providers.includes(providerId)) {
      throw badRequest('This coach does not teach this service', { providerId: 'Not for this service' });
    }
    const result = await client.call<SimplybookBookResult>('book', [
      service.id,
      providerId,
      request.date,
      `${request.time}:00`,
      {
        name: request.clientData.name,
        email: request.clientData.email,
        phone: request.clientData.phone ?? '',
      },
      request.additionalFields?.comment ? { comment: request.additionalFields.comment } : {},
      1,
    ]);
    const booked = result?.bookings?.[0];
    if (!booked?.id || !booked.code) {
      // It may have booked; we cannot tell. The visitor is told to call rather than to try again.
      throw toAppError(new Error('book answered without a booking'), {}, deps.log);
    }
    const unitId = booked.unit_id ? Number(booked.unit_id) : providerId;
    const coach = unitId
      ? (await coaches().catch(() => new Map<number, BookingCoach>())).get(unitId)
      : undefined;
    const startTime = hhmm(booked.start_date_time?.slice(11)) ?? request.time;
    const endTime =
      hhmm(booked.end_date_time?.slice(11)) ??
      minutesToClock((clockToMinutes(startTime) + service.duration) % (24 * 60));
    return {
      id: String(booked.id),
      reference: booked.code,
      serviceId: service.id,
      serviceName: service.name,
      providerId: unitId ?? null,
      providerName: coach?.name ?? null,
      date: request.date,
      time: startTime,
      places: [
        {
          id: String(booked.id),
          date: request.date,
          time: startTime,
          endTime,
          status: 'confirmed',
          attendance: null,
        },
      ],
      price: service.price ?? '0.00',
      location: null,
      status: 'confirmed',
      // SimplyBook takes any payment itself, on its own pages.
      checkoutUrl: null,
      holdExpiresAt: null,
      payment: null,
      clientName: request.clientData.name,
      clientEmail: request.clientData.email,
      participantName: request.participant?.name ?? null,
      // The provider applies its own cancellation policy and sends its own links.
      cancelUntil: null,
    };
  }

  return {
    name: 'simplybook',

    async listMemberships(): Promise<MembershipRecord[]> {
      const now = deps.clock();
      const today = londonDate(now);
      return (await memberships.listActive()).map((row) => ({
        ...presentMembership(row, undefined, now),
        purchase_url: purchaseUrl(row, today),
      }));
    },

    async listServices() {
      try {
        return Object.fromEntries([...(await services())].map(([id, s]) => [String(id), s]));
      } catch (err) {
        throw toAppError(err, {}, deps.log);
      }
    },

    async listProviders() {
      try {
        return Object.fromEntries([...(await coaches())].map(([id, c]) => [String(id), c]));
      } catch (err) {
        throw toAppError(err, {}, deps.log);
      }
    },

    async availability(query: AvailabilityQuery) {
      if (query.to < query.from) {
        throw badRequest('The end date is before the start date', { endDate: 'Before date' });
      }
      try {
        const service = await findService(query.serviceId);
        const from = laterDate(query.from, londonDate(deps.clock()));
        const to = earlierDate(query.to, addDays(from, MAX_RANGE_DAYS));
        if (to < from) return {};
        const matrix = await client.call<Record<string, unknown> | unknown[] | null>('getStartTimeMatrix', [
          from,
          to,
          service.id,
          query.providerId ?? null,
          1,
        ]);
        const open: Record<string, string[]> = {};
        if (matrix && !Array.isArray(matrix)) {
          for (const [date, times] of Object.entries(matrix).sort(([a], [b]) => a.localeCompare(b))) {
            if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < from || date > to || !Array.isArray(times))
              continue;
            const list = [...new Set(times.map(hhmm).filter((t): t is string => t !== null))].sort();
            if (list.length) open[date] = list;
          }
        }
        return open;
      } catch (err) {
        throw toAppError(err, {}, deps.log);
      }
    },

    async book(request, options) {
      if (request.additionalDates?.length) {
        throw badRequest('Please book one day at a time', { additionalDates: 'Book one day at a time' });
      }
      const attempt = async () => {
        try {
          return await createBooking(request);
        } catch (err) {
          throw toAppError(err, { date: request.date, time: request.time }, deps.log);
        }
      };
      if (!options.idempotencyKey) return { created: true, booking: await attempt() };
      const outcome = await replays.run(options.idempotencyKey, sha256(JSON.stringify(request)), attempt);
      return { created: !outcome.replayed, booking: outcome.value };
    },
  };
}
