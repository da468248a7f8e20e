// Booking engine figures on PostgreSQL (npm run build first; PostgreSQL at BENCH_DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/postgres):
//  1. GET /api/booking/timeslots for a 30-day range with 10 coaches and 20 services, some already booked:
//     latency p50/p95/p99, one request at a time and 10 at a time.
//  2. 200 simultaneous POST /api/booking/book for a camp day with 6 places: accepted vs capacity.
import { randomBytes } from 'node:crypto';
import { benchOnPostgres, latencySummary } from './bench-database.mjs';
import { benchResult } from './report.mjs';

const { server, db, close } = await benchOnPostgres();

const londonDate = (d) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);
const today = londonDate(new Date());
const addDays = (date, n) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

try {
  // 10 coaches, Monday to Saturday 08:00–20:00, 10-minute buffers.
  const coachIds = [];
  for (let i = 0; i < 10; i++) {
    const { rows } = await db.query(
      `insert into staff (email, password_hash, first_name, last_name, role) values ($1, 'x', $2, 'Bench', 'coach') returning id`,
      [`bench${i}@academy.test`, `Coach${i}`],
    );
    const { rows: c } = await db.query(
      `insert into booking_coaches (staff_id, minimum_notice_minutes, buffer_minutes) values ($1, 120, 10) returning id`,
      [rows[0].id],
    );
    coachIds.push(c[0].id);
    for (let weekday = 1; weekday <= 6; weekday++) {
      await db.query(
        `insert into coach_weekly_hours (coach_id, weekday, start_minute, end_minute) values ($1, $2, 480, 1200)`,
        [c[0].id, weekday],
      );
    }
  }
  // 15 more lesson services beside the 5 the academy starts with: 20 in all; every coach teaches them.
  for (let i = 0; i < 15; i++) {
    await db.query(
      `insert into booking_services (slug, name, duration_minutes, price_pence, capacity, kind, slot_step_minutes)
       values ($1, $2, $3, 5000, $4, 'lesson', 30)`,
      [`bench-${i}`, `Bench lesson ${i}`, [30, 45, 60, 90][i % 4], i % 3 === 0 ? 6 : 1],
    );
  }
  const { rows: services } = await db.query(`select id, kind, duration_minutes from booking_services`);
  for (const s of services) {
    for (const coachId of coachIds) {
      await db.query(`insert into booking_service_coaches (service_id, coach_id) values ($1, $2)`, [
        s.id,
        coachId,
      ]);
    }
  }
  // Three lessons a day in each coach's diary booked over the next 30 days.
  let booked = 0;
  for (const coachId of coachIds) {
    for (let day = 1; day <= 30; day++) {
      const date = addDays(today, day);
      if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) continue;
      for (const hour of [9, 13, 17]) {
        const startsAt = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
        const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
        const { rows } = await db.query(
          `insert into bookings (reference, service_id, coach_id, client_name, client_email, total_pence, cancel_token_hash, request_fingerprint)
           values ($1, 3, $2, 'Bench', 'bench@example.com', 7000, $3, 'x') returning id`,
          [`B-${randomBytes(5).toString('hex')}`, coachId, randomBytes(16).toString('hex')],
        );
        await db.query(
          `insert into booking_places (booking_id, service_id, coach_id, starts_at, ends_at) values ($1, 3, $2, $3, $4)`,
          [rows[0].id, coachId, startsAt, endsAt],
        );
        booked++;
      }
    }
  }

  const lessonIds = services.filter((s) => s.kind === 'lesson').map((s) => s.id);
  const timeslotsUrl = (i) =>
    `${server.url}/api/booking/timeslots?serviceId=${lessonIds[i % lessonIds.length]}&date=${today}&endDate=${addDays(today, 30)}`;
  async function measure(total, concurrency) {
    const latencies = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          const i = next++;
          const t0 = performance.now();
          const res = await fetch(timeslotsUrl(i));
          const body = await res.json();
          if (!res.ok || !body.success) throw new Error(`timeslots failed: ${res.status}`);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return { requests: total, concurrency, rps: Math.round(total / seconds), ...latencySummary(latencies) };
  }

  await measure(30, 1); // warm-up
  const sample = await (await fetch(timeslotsUrl(2))).json();
  console.info(
    `diary: 10 coaches, ${services.length} services, ${booked} booked lessons; a 30-day range answers ${Object.keys(sample.data).length} dates`,
  );
  console.info('GET /api/booking/timeslots (30-day range), ms:');
  for (const row of [await measure(300, 1), await measure(500, 10)]) {
    console.info(
      `  ${row.requests} requests, ${row.concurrency} at a time: ${row.rps} req/s, p50 ${row.p50}, p95 ${row.p95}, p99 ${row.p99}`,
    );
    benchResult(`Booking: timeslots (30 days), ${row.concurrency} at a time, p95`, Number(row.p95), 'ms');
  }

  // 200 parents at once for the last six places of a camp day.
  const date = addDays(today, 10);
  await db.query(
    `insert into booking_sessions (service_id, coach_id, starts_at, ends_at, capacity)
     values (4, $1, $2, $3, 6)`,
    [coachIds[0], new Date(`${date}T10:00:00Z`), new Date(`${date}T14:00:00Z`)],
  );
  const { rows: sessionTime } = await db.query(
    `select to_char(starts_at at time zone 'Europe/London', 'HH24:MI') as time from booking_sessions where service_id = 4`,
  );
  const results = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      fetch(`${server.url}/api/booking/book`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({
          serviceId: 4,
          providerId: null,
          date,
          time: sessionTime[0].time,
          clientData: { name: `Parent ${i}`, email: `parent${i}@example.com` },
          participant: {
            name: `Child ${i}`,
            dateOfBirth: '2015-05-01',
            medicalNotes: 'None',
            emergencyContactName: `Parent ${i}`,
            emergencyContactPhone: '07700 900123',
          },
        }),
      }).then((r) => r.status),
    ),
  );
  const tally = {};
  for (const status of results) tally[status] = (tally[status] ?? 0) + 1;
  const { rows: placed } = await db.query(
    `select count(*)::int as n from booking_places p join booking_sessions s on s.id = p.session_id where s.service_id = 4 and p.status = 'confirmed'`,
  );
  console.info(
    `200 simultaneous bookings for a camp day with 6 places: statuses ${JSON.stringify(tally)}; places taken in the database: ${placed[0].n} of 6`,
  );
  benchResult(
    'Booking: 200 simultaneous bookings for 6 places, places taken',
    placed[0].n,
    'places',
    '6, never more',
    placed[0].n === 6 && (tally[201] ?? 0) + (tally[200] ?? 0) === 6,
  );
} finally {
  await close();
}
