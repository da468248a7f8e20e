import type { PaymentEventHandler, StoredPaymentEvent } from './payments.service';

/** What the product sells through Stripe; each Checkout session and subscription says which in its metadata. */
export type PaymentKind = 'booking' | 'membership' | 'download';

/** The object an event is about, as Stripe signed it. */
export const objectOf = <T>(event: StoredPaymentEvent): T =>
  (event.payload as unknown as { data: { object: T } }).data.object;

interface WithMetadata {
  metadata?: Record<string, string> | null;
  parent?: { subscription_details?: { metadata?: Record<string, string> | null } | null } | null;
}

/**
 * The kind an event's object belongs to: its own metadata, or for an invoice its subscription's. Sessions
 * and refunds made before kinds were recorded are bookings'.
 */
export function kindOf(event: StoredPaymentEvent): string {
  const object = objectOf<WithMetadata>(event);
  return object.metadata?.kind ?? object.parent?.subscription_details?.metadata?.kind ?? 'booking';
}

/**
 * One handler per event type for the payments service, passing each event to the handler of the kind it
 * belongs to. An event of a kind that does not handle its type is processed as needing nothing.
 */
export function dispatchByKind(
  handlers: Partial<Record<PaymentKind, Record<string, PaymentEventHandler>>>,
): Record<string, PaymentEventHandler> {
  const types = new Set(Object.values(handlers).flatMap((map) => Object.keys(map ?? {})));
  return Object.fromEntries(
    [...types].map((type) => [
      type,
      async (event: StoredPaymentEvent, tx: Parameters<PaymentEventHandler>[1]) => {
        const handler = handlers[kindOf(event) as PaymentKind]?.[type];
        if (handler) await handler(event, tx);
      },
    ]),
  );
}

const REFUND_EVENTS = ['refund.created', 'refund.updated', 'refund.failed'];

/**
 * A refund made by hand in Stripe's dashboard carries no kind, so `dispatchByKind` gives it to bookings;
 * `alsoUnmarked` is then offered it too, and acts only if the refunded payment is one of its own.
 */
export function withUnmarkedRefunds(
  handlers: Record<string, PaymentEventHandler>,
  alsoUnmarked: PaymentEventHandler,
): Record<string, PaymentEventHandler> {
  const out = { ...handlers };
  for (const type of REFUND_EVENTS) {
    const first = handlers[type];
    out[type] = async (event, tx) => {
      if (first) await first(event, tx);
      if (!objectOf<WithMetadata>(event).metadata?.kind) await alsoUnmarked(event, tx);
    };
  }
  return out;
}
