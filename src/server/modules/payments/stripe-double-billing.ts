import {
  invalid,
  missing,
  newId,
  noSuch,
  StripeApiError,
  type StripeObject,
  stringMap,
  wholeNumber,
} from './stripe-double-wire';

/**
 * The Stripe double's billing: products, monthly prices, customers, subscriptions with their invoices, and
 * customer-portal sessions. Subscriptions move only when a test (or a journey, through the double's control
 * address) says what happened at Stripe: a renewal paid or failed, a cancellation, the period's end. Each
 * of those answers the events Stripe would send, in its order.
 */

export interface BillingEvent {
  type: string;
  object: StripeObject;
}

const MONTH_SECONDS = 30 * 24 * 3600;

export function billingDouble(ctx: { seconds: () => number; baseUrl: () => string }) {
  const products = new Map<string, StripeObject>();
  const prices = new Map<string, StripeObject>();
  const customers = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const portals = new Map<string, { customer: string; returnUrl: string | null }>();

  function price(id: string): StripeObject {
    const found = prices.get(id);
    if (!found) throw noSuch('price', id);
    return found;
  }

  function subscription(id: string): StripeObject {
    const found = subscriptions.get(id);
    if (!found) throw noSuch('subscription', id);
    return found;
  }

  const itemOf = (sub: StripeObject) =>
    (sub.items as { data: StripeObject[] }).data[0] as StripeObject & { price: StripeObject };

  /** A subscription as Stripe answers it: a copy, so later changes do not reach an event already sent. */
  const snapshot = (sub: StripeObject): StripeObject => structuredClone(sub);

  function invoice(sub: StripeObject, reason: string, paid: boolean, amount: number): StripeObject {
    const item = itemOf(sub);
    const inv: StripeObject = {
      id: newId('in'),
      object: 'invoice',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      billing_reason: reason,
      created: ctx.seconds(),
      currency: 'gbp',
      customer: sub.customer,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      status: paid ? 'paid' : 'open',
    };
    invoices.set(inv.id as string, inv);
    sub.latest_invoice = inv.id;
    return inv;
  }

  function createProduct(form: Record<string, unknown>): StripeObject {
    if (typeof form.name !== 'string' || form.name === '') throw missing('name');
    const product = { id: newId('prod'), object: 'product', name: form.name, active: true };
    products.set(product.id, product);
    return product;
  }

  function createPrice(form: Record<string, unknown>): StripeObject {
    if (typeof form.product !== 'string') throw missing('product');
    if (!products.has(form.product)) throw noSuch('product', form.product, 'product');
    if (form.currency !== 'gbp') throw invalid('currency', 'This double takes gbp.');
    const recurring = form.recurring as Record<string, unknown> | undefined;
    if (recurring && recurring.interval !== 'month')
      throw invalid('recurring[interval]', 'This double takes month.');
    const created: StripeObject = {
      id: newId('price'),
      object: 'price',
      active: true,
      currency: 'gbp',
      product: form.product,
      recurring: recurring ? { interval: 'month', interval_count: 1 } : null,
      type: recurring ? 'recurring' : 'one_time',
      unit_amount: wholeNumber(form.unit_amount, 'unit_amount', 1),
    };
    prices.set(created.id as string, created);
    return created;
  }

  /** Subscription Checkout: one recurring price, and a customer made on payment unless one was given. */
  function subscriptionSession(form: Record<string, unknown>): Partial<StripeObject> {
    const items = form.line_items;
    if (!Array.isArray(items) || items.length !== 1) throw missing('line_items');
    const priceId = (items[0] as Record<string, unknown>).price;
    if (typeof priceId !== 'string') throw missing('line_items[0][price]');
    const chosen = price(priceId);
    if (!chosen.active) {
      throw invalid(
        'line_items[0][price]',
        `The price specified is inactive. This field only accepts active prices.`,
      );
    }
    if (!chosen.recurring) {
      throw invalid(
        'line_items[0][price]',
        'You must provide at least one recurring price in `subscription` mode.',
      );
    }
    if (form.customer !== undefined && !customers.has(form.customer as string)) {
      throw noSuch('customer', String(form.customer), 'customer');
    }
    const data = (form.subscription_data ?? {}) as Record<string, unknown>;
    return {
      amount_subtotal: chosen.unit_amount,
      amount_total: chosen.unit_amount,
      customer: form.customer ?? null,
      subscription: null,
      _priceId: priceId,
      _subscriptionMetadata: stringMap(data.metadata, 'subscription_data[metadata]'),
    };
  }

  /** The customer pays on the hosted page: customer, subscription, first invoice, and their events. */
  function paySubscription(session: StripeObject): BillingEvent[] {
    let customer = session.customer as string | null;
    if (!customer) {
      const made = { id: newId('cus'), object: 'customer', email: session.customer_email ?? null };
      customers.set(made.id, made);
      customer = made.id;
    }
    const now = ctx.seconds();
    const chosen = price(session._priceId as string);
    const sub: StripeObject = {
      id: newId('sub'),
      object: 'subscription',
      cancel_at_period_end: false,
      canceled_at: null,
      created: now,
      customer,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            current_period_start: now,
            current_period_end: now + MONTH_SECONDS,
            price: { ...chosen },
            quantity: 1,
          },
        ],
      },
      latest_invoice: null,
      metadata: session._subscriptionMetadata,
      status: 'active',
    };
    subscriptions.set(sub.id as string, sub);
    const first = invoice(sub, 'subscription_create', true, chosen.unit_amount as number);
    Object.assign(session, {
      customer,
      subscription: sub.id,
      status: 'complete',
      payment_status: 'paid',
      url: null,
    });
    return [
      { type: 'customer.subscription.created', object: snapshot(sub) },
      { type: 'invoice.paid', object: { ...first } },
    ];
  }

  function updateSubscription(
    id: string,
    form: Record<string, unknown>,
  ): { sub: StripeObject; events: BillingEvent[] } {
    const sub = subscription(id);
    if (sub.status === 'canceled') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const events: BillingEvent[] = [];
    if (form.cancel_at_period_end !== undefined)
      sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
    const items = form.items as Record<string, unknown>[] | undefined;
    if (items) {
      const change = items[0] ?? {};
      const item = itemOf(sub);
      if (change.id !== item.id)
        throw invalid('items[0][id]', `No such subscription item: '${String(change.id)}'`);
      const next = price(String(change.price));
      if (!next.active) throw invalid('items[0][price]', 'The price specified is inactive.');
      // Prorated for what is left of the period, invoiced at once (always_invoice).
      const left = ((item.current_period_end as number) - ctx.seconds()) / MONTH_SECONDS;
      const difference = Math.max(
        0,
        Math.round(((next.unit_amount as number) - (item.price.unit_amount as number)) * left),
      );
      item.price = { ...next };
      const inv = invoice(sub, 'subscription_update', true, difference);
      events.push({ type: 'invoice.paid', object: { ...inv } });
    }
    events.unshift({ type: 'customer.subscription.updated', object: snapshot(sub) });
    return { sub, events };
  }

  return {
    subscriptionSession,
    paySubscription,

    /** Answers an API call of billing's, or null when the path is not billing's. */
    route(method: string, path: string, form: Record<string, unknown>): StripeObject | null {
      const [, kind, rawId] =
        path.match(
          /^\/v1\/(products|prices|subscriptions|billing_portal\/sessions|customers|invoices)(?:\/([^/]+))?$/,
        ) ?? [];
      if (!kind) return null;
      const id = rawId && decodeURIComponent(rawId);
      const call = `${method} ${kind}${id ? '/:id' : ''}`;
      switch (call) {
        case 'POST products':
          return createProduct(form);
        case 'POST prices':
          return createPrice(form);
        case 'GET prices/:id':
          return price(id!);
        case 'POST prices/:id': {
          const found = price(id!);
          if (form.active !== undefined) found.active = form.active === 'true';
          return found;
        }
        case 'GET subscriptions/:id':
          return snapshot(subscription(id!));
        case 'POST subscriptions/:id':
          return snapshot(updateSubscription(id!, form).sub);
        case 'GET customers/:id': {
          const found = customers.get(id!);
          if (!found) throw noSuch('customer', id!);
          return found;
        }
        case 'GET invoices/:id': {
          const found = invoices.get(id!);
          if (!found) throw noSuch('invoice', id!);
          return found;
        }
        case 'POST billing_portal/sessions': {
          if (typeof form.customer !== 'string') throw missing('customer');
          if (!customers.has(form.customer)) throw noSuch('customer', form.customer, 'customer');
          const session = {
            id: newId('bps'),
            object: 'billing_portal.session',
            customer: form.customer,
            return_url: form.return_url ?? null,
          };
          portals.set(session.id, {
            customer: form.customer,
            returnUrl: (form.return_url as string) ?? null,
          });
          return { ...session, url: `${ctx.baseUrl()}/p/session/${session.id}` };
        }
        default:
          throw new StripeApiError(
            404,
            'invalid_request_error',
            `Unrecognized request URL (${method}: ${path}).`,
          );
      }
    },

    /** A renewal: the next month paid, or the card declined (the subscription goes past due). */
    renew(id: string, outcome: 'paid' | 'failed'): BillingEvent[] {
      const sub = subscription(id);
      const item = itemOf(sub);
      if (outcome === 'failed') {
        sub.status = 'past_due';
        const inv = invoice(sub, 'subscription_cycle', false, item.price.unit_amount as number);
        return [
          { type: 'invoice.payment_failed', object: { ...inv } },
          { type: 'customer.subscription.updated', object: snapshot(sub) },
        ];
      }
      const start =
        sub.status === 'past_due'
          ? (item.current_period_start as number)
          : (item.current_period_end as number);
      Object.assign(item, { current_period_start: start, current_period_end: start + MONTH_SECONDS });
      sub.status = 'active';
      const inv = invoice(sub, 'subscription_cycle', true, item.price.unit_amount as number);
      return [
        { type: 'invoice.paid', object: { ...inv } },
        { type: 'customer.subscription.updated', object: snapshot(sub) },
      ];
    },

    /** What the customer portal does when the member cancels, or the change of plan it offers. */
    update: (id: string, form: Record<string, unknown>) => updateSubscription(id, form).events,

    /** The paid period of a subscription set to cancel ends (or one past due is given up): it is deleted. */
    end(id: string): BillingEvent[] {
      const sub = subscription(id);
      Object.assign(sub, { status: 'canceled', canceled_at: ctx.seconds() });
      return [{ type: 'customer.subscription.deleted', object: snapshot(sub) }];
    },

    subscription: (id: string) => snapshot(subscription(id)),
    portal: (id: string) => portals.get(id),
    customerEmail: (id: string) => (customers.get(id)?.email as string | null | undefined) ?? null,
    price: (id: string) => ({ ...price(id) }),
    subscriptionIds: () => [...subscriptions.keys()],
  };
}
export type BillingDouble = ReturnType<typeof billingDouble>;
