// The badge leaderboard on PostgreSQL at academy scale (npm run build first; PostgreSQL at
// BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres): 10,000 students holding 200,000
// badges, then GET /api/badges/leaderboard as a signed-in student: latency p50/p95/p99, one request at a
// time and 10 at a time. Budget: p95 under 50 ms.
import { randomBytes } from 'node:crypto';
import { benchOnPostgres, latencySummary } from './bench-database.mjs';
import { benchResult } from './report.mjs';

const STUDENTS = 10_000;
const BADGES_PER_STUDENT = 20;

const { server, db, close } = await benchOnPostgres();

try {
  const { rows: coach } = await db.query(
    `insert into staff (email, password_hash, first_name, last_name, role) values ('bench@academy.test', 'x', 'Bench', 'Coach', 'coach') returning id`,
  );
  // The student the requests come from, registered as a parent would.
  const password = `bench-${randomBytes(8).toString('hex')}`;
  const reg = await fetch(`${server.url}/api/portal/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Player',
      email: 'bench.player@example.com',
      username: 'bench_player',
      password,
      confirmPassword: password,
      dateOfBirth: '1990-04-12',
      coachId: coach[0].id,
    }),
  });
  if (!reg.ok) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  const { token, user } = await reg.json();

  const started = performance.now();
  await db.query(
    `insert into students (email, username, password_hash, first_name, last_name, coach_id, date_of_birth, handicap)
     select 'student' || i || '@example.com', 'student_' || i, 'x', 'First' || i, 'Last' || i, $1,
       (date '2008-01-01' + (i % 9000)) , case when i % 3 = 0 then null else (i % 360) / 10.0 end
     from generate_series(1, $2) as i`,
    [coach[0].id, STUDENTS - 1],
  );
  // Twenty badges each across the three challenges (6 levels, 41 ladders, 3 tests), tiers mixed.
  await db.query(
    `insert into badges (student_id, challenge_type, challenge_id, badge_name, badge_colour, badge_emoji, tier, earned_at)
     select s.id,
       case when n <= 6 then 'break_par'::challenge_type when n <= 17 then 'putting'::challenge_type else 'chipping'::challenge_type end,
       'c' || n, 'Badge ' || n, 'gold', '*',
       (array['bronze','silver','gold'])[1 + (abs(hashtext(s.id::text || n)) % 3)]::medal_tier,
       now() - (n || ' days')::interval
     from students s cross join generate_series(1, $1) as n`,
    [BADGES_PER_STUDENT],
  );
  // The same recount the product uses to repair counts (badges.repository.ts rebuildBadgeTotals).
  await db.query(`delete from badge_totals`);
  await db.query(
    `insert into badge_totals (student_id, gold, silver, bronze, total)
     select student_id, count(*) filter (where tier = 'gold')::int, count(*) filter (where tier = 'silver')::int,
       count(*) filter (where tier = 'bronze')::int, count(*)::int
     from badges group by student_id`,
  );
  await db.query('analyze');
  const { rows: counts } = await db.query(
    `select (select count(*) from students)::int as students, (select count(*) from badges)::int as badges`,
  );
  console.info(
    `leaderboard data: ${counts[0].students} students, ${counts[0].badges} badges (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  async function measure(total, concurrency) {
    const latencies = [];
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          next++;
          const t = performance.now();
          const res = await fetch(`${server.url}/api/badges/leaderboard`, {
            headers: { authorization: `Bearer ${token}` },
          });
          const body = await res.json();
          if (!res.ok || body.leaderboard.length !== 10) throw new Error(`leaderboard failed: ${res.status}`);
          latencies.push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    return { total, concurrency, rps: Math.round(total / seconds), ...latencySummary(latencies) };
  }

  await measure(50, 1); // warm-up
  const sample = await (
    await fetch(`${server.url}/api/badges/leaderboard`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  console.info(
    `top entry: ${sample.leaderboard[0].name} with ${sample.leaderboard[0].total}; ${sample.totalPlayers} players, ${sample.totalBadges} badges; the signed-in student (${user.id.slice(0, 8)}…) ranked ${sample.me ? `#${sample.me.rank}` : 'nowhere (no badge)'}`,
  );
  console.info('GET /api/badges/leaderboard, ms (budget: p95 under 50):');
  for (const row of [await measure(500, 1), await measure(1000, 10)]) {
    console.info(
      `  ${row.total} requests, ${row.concurrency} at a time: ${row.rps} req/s, p50 ${row.p50}, p95 ${row.p95}, p99 ${row.p99}`,
    );
    const p95 = Number(row.p95);
    if (row.concurrency === 1) {
      benchResult('Leaderboard (10,000 students), one at a time, p95', p95, 'ms', '< 50 ms', p95 < 50);
    } else {
      benchResult(`Leaderboard (10,000 students), ${row.concurrency} at a time, p95`, p95, 'ms');
    }
  }
} finally {
  await close();
}
