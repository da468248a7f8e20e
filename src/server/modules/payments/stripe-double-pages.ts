import type { ServerResponse } from 'node:http';
import type { BillingDouble, BillingEvent } from './stripe-double-billing';
import type { StripeObject } from './stripe-double-wire';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function page(res: ServerResponse, title: string, body: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>${title}</title>` +
      `<main>${body}</main></html>`,
  );
}

/**
 * What a browser sees of the double: the hosted Checkout page (what is paid for, a Pay button that pays
 * and goes on to the success URL as Stripe does, a Back link to the cancel URL), the customer portal (cancel
 * at the period's end, return), and a control address through which a journey says what happened at Stripe
 * (`POST /_double/subscriptions/{id}/renew?outcome=failed`, `/cancel`, `/end`), delivered as webhooks.
 */
export function hostedPages(deps: {
  current: (id: string) => StripeObject;
  pay: (id: string) => StripeObject;
  billing: BillingDouble;
  deliver: (events: BillingEvent[]) => Promise<void>;
}) {
  function checkout(method: string, id: string, res: ServerResponse) {
    if (method === 'POST') {
      const session = deps.pay(id);
      const next = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', String(session.id));
      res.writeHead(303, { location: next });
      res.end();
      return;
    }
    const session = deps.current(id);
    if (session.status !== 'open') throw new Error(`This Checkout session is ${session.status}.`);
    const amount = `£${((session.amount_total as number) / 100).toFixed(2)}`;
    const per = session.mode === 'subscription' ? ' a month' : '';
    page(
      res,
      'Checkout',
      `<h1>Pay ${amount}${per}</h1><p>${escapeHtml(String(session.customer_email ?? ''))}</p>` +
        `<form method="post"><button type="submit">${session.mode === 'subscription' ? 'Subscribe' : `Pay ${amount}`}</button></form>` +
        (session.cancel_url ? `<a href="${escapeHtml(String(session.cancel_url))}">Back</a>` : ''),
    );
  }

  return {
    /** Answers a browser's request when it is one of these pages; false otherwise. */
    answer(method: string, url: string, res: ServerResponse): boolean {
      const path = url.split('?')[0] ?? '/';
      const query = new URLSearchParams(url.split('?')[1] ?? '');
      try {
        const pay = path.match(/^\/c\/pay\/([^/]+)$/);
        if (pay) {
          checkout(method, decodeURIComponent(pay[1]!), res);
          return true;
        }
        // A journey finds the subscription it made by the payer's e-mail (the newest, if several).
        if (path === '/_double/subscriptions' && method === 'GET') {
          const email = query.get('email');
          const found = deps.billing
            .subscriptionIds()
            .map((id) => deps.billing.subscription(id))
            .filter((s) => deps.billing.customerEmail(String(s.customer)) === email)
            .sort((a, b) => Number(b.created) - Number(a.created))[0];
          res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
          res.end(JSON.stringify(found ?? { error: 'No subscription for that e-mail' }));
          return true;
        }
        const control = path.match(/^\/_double\/subscriptions\/([^/]+)\/(renew|cancel|end)$/);
        if (control && method === 'POST') {
          const [, id, action] = control as unknown as [string, string, string];
          const events =
            action === 'renew'
              ? deps.billing.renew(id, query.get('outcome') === 'failed' ? 'failed' : 'paid')
              : action === 'cancel'
                ? deps.billing.update(id, { cancel_at_period_end: 'true' })
                : deps.billing.end(id);
          void deps.deliver(events).then(() => {
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify(events.map((e) => e.type)));
          });
          return true;
        }
        const portal = path.match(/^\/p\/session\/([^/]+)$/);
        if (portal) {
          const found = deps.billing.portal(decodeURIComponent(portal[1]!));
          if (!found) throw new Error('This portal session has ended.');
          const subs = deps.billing
            .subscriptionIds()
            .map((id) => deps.billing.subscription(id))
            .filter((s) => s.customer === found.customer && s.status !== 'canceled');
          page(
            res,
            'Manage billing',
            `<h1>Manage billing</h1>` +
              subs
                .map((s) => `<p>${escapeHtml(String(s.id))}: ${escapeHtml(String(s.status))}</p>`)
                .join('') +
              (found.returnUrl ? `<a href="${escapeHtml(found.returnUrl)}">Return</a>` : ''),
          );
          return true;
        }
        return false;
      } catch (err) {
        res.writeHead(410, { 'content-type': 'text/plain' });
        res.end((err as Error).message);
        return true;
      }
    },
  };
}
