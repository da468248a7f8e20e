import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { paymentEventsRepository, type StoredPaymentEvent } from './payment-events.repository';

export type { StoredPaymentEvent } from './payment-events.repository';

/** Acts on one event inside the transaction that marks it processed: both happen, or neither. */
export type PaymentEventHandler = (event: StoredPaymentEvent, tx: Tx) => Promise<void>;

/** What the webhook stores of an event Stripe sent. */
export interface IncomingPaymentEvent {
  id: string;
  type: string;
  /** Stripe's `created`, in seconds. */
  created: number;
}

export interface PaymentsLog {
  error(obj: object, msg: string): void;
  info(msg: string): void;
}

/**
 * Stripe's events, stored as they arrive and acted on afterwards. Storing is all the webhook waits for;
 * acting runs after its answer and on a timer, so an event stored just before a crash is still acted on.
 */
export function paymentsService(deps: {
  db: Db;
  clock: Clock;
  log?: PaymentsLog;
  /** By event type. Nothing handles any yet: the booking flow adds its handlers. */
  handlers?: Readonly<Record<string, PaymentEventHandler>>;
  /** After a run that acted on something: sends what the handlers queued (e-mails, refunds). */
  onProcessed?: () => void;
}) {
  const handlers = deps.handlers ?? {};
  let running: Promise<void> | null = null;
  let again = false;

  async function processPendingEvents(): Promise<number> {
    let done = 0;
    for (;;) {
      const outcome = await deps.db.transaction(async (tx) => {
        const repo = paymentEventsRepository(tx);
        if (!(await repo.tryLock())) return 'busy' as const;
        const event = await repo.nextPending();
        if (!event) return 'empty' as const;
        const handler = handlers[event.type];
        if (handler) await handler(event, tx);
        else deps.log?.info(`payment event ${event.id}: nothing handles ${event.type}`);
        await repo.markProcessed(event.id, deps.clock());
        return 'done' as const;
      });
      if (outcome !== 'done') {
        if (done > 0) deps.onProcessed?.();
        return done;
      }
      done++;
    }
  }

  return {
    /** Stores the event once by its id: answers false for a redelivery, which changes nothing. */
    async recordEvent(event: IncomingPaymentEvent): Promise<boolean> {
      return paymentEventsRepository(deps.db).insertOnce({
        id: event.id,
        type: event.type,
        created: new Date(event.created * 1000),
        receivedAt: deps.clock(),
        payload: event as unknown as Record<string, unknown>,
      });
    },

    /**
     * Acts on every stored event not yet processed, oldest by Stripe's `created` first, each in its own
     * transaction with the handler's work. Another instance already at it is left to finish (answers 0). A
     * handler that fails stops the run there, so no later event overtakes it; the next run tries it again.
     * Answers how many were processed.
     */
    processPendingEvents,

    /**
     * Starts processing without waiting for it, as after each webhook answer; a call during a run makes
     * the run go round once more, so an event stored meanwhile is not left for the timer.
     */
    wake(): void {
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await processPendingEvents().catch((err) =>
            deps.log?.error({ err }, 'processing payment events failed'),
          );
        } while (again);
      })().finally(() => {
        running = null;
      });
    },

    /** Waits for a run started by wake(), for shutdown and tests. */
    async settled(): Promise<void> {
      while (running) await running;
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
