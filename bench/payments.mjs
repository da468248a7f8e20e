// Online payment figures on PostgreSQL against the Stripe double (npm run build first; PostgreSQL at
// BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres):
//  1. 200 simultaneous POST /api/booking/book for a camp day with 6 places, paid online: how many are
//     held (6, never more), each with its Checkout session, and the latency p50/p95.
//  2. The Stripe webhook: signed events per second accepted (answered 200, stored) and processed.
// The double is TypeScript: it is loaded in this process through tsx, as the tests load it.
import { randomBytes } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';
import { benchOnPostgres, latencySummary } from './bench-database.mjs';
import { benchResult } from './report.mjs';

const SECRET_KEY = 'sk_test_51BenchKey0123456789abcdef';
const WEBHOOK_SECRET = 'whsec_bench0123456789abcdef';
const EVENTS = 2000;
const EVENT_CONCURRENCY = 20;

const { startStripeDouble } = await tsImport(
  '../src/server/modules/payments/stripe-api-double.ts',
  import.meta.url,
);
const double = await startStripeDouble({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
const { server, db, close } = await benchOnPostgres({
  PAYMENTS: 'stripe',
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: double.url,
});

const londonDate = (d) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);
const addDays = (date, n) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Runs `total` calls of `fn(i)`, `concurrency` at a time; answers the seconds taken. */
async function pool(total, concurrency, fn) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await fn(next++);
    }),
  );
  return (performance.now() - started) / 1000;
}

try {
  const { rows: staff } = await db.query(
    `insert into staff (email, password_hash, first_name, last_name, role) values ('pay.bench@academy.test', 'x', 'Pay', 'Bench', 'coach') returning id`,
  );
  const { rows: coach } = await db.query(
    `insert into booking_coaches (staff_id, minimum_notice_minutes, buffer_minutes) values ($1, 0, 0) returning id`,
    [staff[0].id],
  );
  const date = addDays(londonDate(new Date()), 10);
  const { rows: session } = await db.query(
    `insert into booking_sessions (service_id, coach_id, starts_at, ends_at, capacity)
     values (4, $1, $2, $3, 6) returning id, to_char(starts_at at time zone 'Europe/London', 'HH24:MI') as time`,
    [coach[0].id, new Date(`${date}T10:00:00Z`), new Date(`${date}T14:00:00Z`)],
  );

  // 1. 200 parents at once for six places paid online.
  const latencies = [];
  const answers = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/booking/book`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({
          serviceId: 4,
          providerId: null,
          date,
          time: session[0].time,
          clientData: { name: `Parent ${i}`, email: `payer${i}@example.com` },
          participant: {
            name: `Child ${i}`,
            dateOfBirth: '2015-05-01',
            medicalNotes: 'None',
            emergencyContactName: `Parent ${i}`,
            emergencyContactPhone: '07700 900123',
          },
        }),
      });
      const body = await res.json();
      latencies.push(performance.now() - t0);
      return { status: res.status, body };
    }),
  );
  const tally = {};
  for (const { status } of answers) tally[status] = (tally[status] ?? 0) + 1;
  const { rows: held } = await db.query(
    `select count(*)::int as n from booking_places where session_id = $1 and status = 'awaiting_payment' and held_until > now()`,
    [session[0].id],
  );
  const withSession = answers.filter((a) => a.body.data?.checkoutUrl?.includes('/c/pay/cs_')).length;
  const lat = latencySummary(latencies);
  console.info(
    `200 simultaneous paying bookings for 6 places: statuses ${JSON.stringify(tally)}; held in the database: ${held[0].n} of 6; answers with a Checkout page: ${withSession}; p50 ${lat.p50} ms, p95 ${lat.p95} ms`,
  );
  benchResult(
    'Payments: 200 simultaneous paying bookings for 6 places, places held',
    held[0].n,
    'places',
    '6, never more',
    held[0].n === 6 && withSession === 6 && (tally[201] ?? 0) === 6,
  );
  benchResult('Payments: 200 simultaneous paying bookings, p50', Number(lat.p50), 'ms');
  benchResult('Payments: 200 simultaneous paying bookings, p95', Number(lat.p95), 'ms');

  // 2. The webhook: the six holders pay (real work: confirmation and its e-mail), and 2,000 events more
  //    about sessions that are not ours (stored and processed, changing nothing), signed as Stripe signs.
  const sessions = answers
    .filter((a) => a.status === 201)
    .map((a) => a.body.data.checkoutUrl.split('/c/pay/')[1]);
  const events = [
    ...sessions.map((id) => double.signedEvent('checkout.session.completed', double.pay(id))),
    ...Array.from({ length: EVENTS }, (_, i) =>
      double.signedEvent('checkout.session.expired', {
        id: `cs_test_bench${i}_${randomBytes(4).toString('hex')}`,
        object: 'checkout.session',
        status: 'expired',
        payment_status: 'unpaid',
        client_reference_id: null,
        expires_at: Math.floor(Date.now() / 1000),
      }),
    ),
  ];
  const { rows: before } = await db.query(
    `select count(*)::int as n from payment_events where processed_at is not null`,
  );
  const t0 = performance.now();
  let refused = 0;
  const acceptSeconds = await pool(events.length, EVENT_CONCURRENCY, async (i) => {
    const res = await fetch(`${server.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': events[i].header },
      body: events[i].payload,
    });
    await res.arrayBuffer();
    if (res.status !== 200) refused++;
  });
  let processed = 0;
  for (let waited = 0; waited < 60_000; waited += 50) {
    const { rows } = await db.query(
      `select count(*)::int as n from payment_events where processed_at is not null`,
    );
    processed = rows[0].n - before[0].n;
    if (processed >= events.length) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const processSeconds = (performance.now() - t0) / 1000;
  const { rows: confirmed } = await db.query(
    `select count(*)::int as n from booking_places where session_id = $1 and status = 'confirmed'`,
    [session[0].id],
  );
  const acceptedRate = Math.round((events.length - refused) / acceptSeconds);
  const processedRate = Math.round(processed / processSeconds);
  console.info(
    `webhook: ${events.length} signed events, ${EVENT_CONCURRENCY} at a time: ${events.length - refused} accepted in ${acceptSeconds.toFixed(1)} s (${acceptedRate}/s); ${processed} processed ${processSeconds.toFixed(1)} s after the first (${processedRate}/s); places confirmed by the six payments: ${confirmed[0].n}`,
  );
  benchResult(
    'Payments: webhook events accepted per second',
    acceptedRate,
    'events/s',
    'every event accepted',
    refused === 0,
  );
  benchResult(
    'Payments: webhook events processed per second',
    processedRate,
    'events/s',
    'every event processed, the six payments confirmed',
    processed === events.length && confirmed[0].n === 6,
  );
} finally {
  await close();
  await double.close();
}
