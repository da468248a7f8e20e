import { academy } from '@/core/content/academy';
import { britishDay } from '@/core/rules/london-time';
import { AppError, badRequest, conflict } from '../../../errors';
import { JsonRpcError, JsonRpcTransportError } from './json-rpc-client';

/**
 * SimplyBook.me's JSON-RPC error codes that mean something to the visitor (its "Errors handling"
 * page). Everything else (login errors -3300x, access denied, internal errors, quota) is our problem
 * or theirs, never the visitor's, and becomes a 502.
 */
const SLOT_GONE = new Set([
  -32052, // Selected unit id is not available
  -32053, // Selected date start is not available
  -32054, // Selected time start is not available
  -32055, // One or more appointments couldn't be reserved
  -32056, // Booking is not allowed at this time
]);
const UNKNOWN_SERVICE = -32051; // Selected event id is not available
const CLIENT_FIELDS: Record<number, [field: string, message: string]> = {
  [-32061]: ['clientData.name', 'Please check the name'],
  [-32062]: ['clientData.email', 'Enter a valid email address'],
  [-32063]: ['clientData.phone', 'Enter a valid phone number'],
  [-32070]: ['additionalFields', 'Please check these details'],
};

/** Older servers send only the message; match the documented wording as a fallback. */
function codeFromMessage(message: string): number | undefined {
  const m = message.toLowerCase();
  if (/selected (unit id|date start|time start) is not available/.test(m)) return -32054;
  if (m.includes("appointments couldn't be reserved") || m.includes('booking is not allowed')) return -32055;
  if (m.includes('selected event id is not available')) return UNKNOWN_SERVICE;
  if (m.includes('client name value is wrong')) return -32061;
  if (m.includes('client email value is wrong')) return -32062;
  if (m.includes('client phone value is wrong')) return -32063;
  if (m.includes('additional field values are wrong')) return -32070;
  return undefined;
}

export const providerUnavailable = () =>
  new AppError(
    502,
    'provider_unavailable',
    `The booking system is not answering. Please try again or call us on ${academy.phone.display}.`,
  );

export interface ErrorLog {
  error(obj: object, msg: string): void;
}

/**
 * Turns whatever the relay threw into an AppError for the visitor. The provider's own wording and
 * our credentials never leave: the log gets the method and the code or failure kind only.
 */
export function toAppError(err: unknown, context: { date?: string; time?: string }, log?: ErrorLog): Error {
  if (err instanceof AppError) return err;
  if (err instanceof JsonRpcError) {
    const known = SLOT_GONE.has(err.code) || err.code === UNKNOWN_SERVICE || err.code in CLIENT_FIELDS;
    const code = known ? err.code : (codeFromMessage(err.message) ?? err.code);
    if (SLOT_GONE.has(code)) {
      const when =
        context.date && context.time ? `${context.time} on ${britishDay(context.date)}` : 'That time';
      return conflict(`Sorry, ${when} has just been taken. Please choose another time.`, {
        time: 'No longer available',
      });
    }
    if (code === UNKNOWN_SERVICE) {
      return badRequest('This service cannot be booked', { serviceId: 'Unknown service' });
    }
    const field = CLIENT_FIELDS[code];
    if (field) return badRequest(`${field[0]}: ${field[1]}`, { [field[0]]: field[1] });
    log?.error({ provider: 'simplybook', method: err.method, code: err.code }, 'booking provider refused');
    return providerUnavailable();
  }
  if (err instanceof JsonRpcTransportError) {
    log?.error(
      { provider: 'simplybook', method: err.method, failure: err.kind, status: err.httpStatus },
      'booking provider unreachable',
    );
    return providerUnavailable();
  }
  log?.error(
    { provider: 'simplybook', failure: err instanceof Error ? err.name : typeof err },
    'booking relay failed',
  );
  return providerUnavailable();
}
