// The staff portal's lists at academy scale on PostgreSQL (npm run build first; PostgreSQL at
// BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres): 10,000 students, 500 per coach across
// 20 coaches, 100,000 assignments (60,000 drill challenges and 40,000 curriculum modules with ticked
// exercises), 30,000 messages. Then, as one coach: the students list, a student's overview, the inbox and the
// dashboard figures, each one request at a time: latency p50/p95/p99. Budget: p95 under 50 ms.
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { benchOnPostgres, latencySummary } from './bench-database.mjs';
import { benchResult } from './report.mjs';

const COACHES = 20;
const PER_COACH = 500;

const { server, db, close } = await benchOnPostgres();

try {
  const started = performance.now();
  const password = `bench-${randomBytes(8).toString('hex')}`;
  const passwordHash = await hash(password, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  await db.query(
    `insert into staff (email, password_hash, first_name, last_name, role)
     select 'coach' || i || '@academy.test', $1, 'Coach' || i, 'Bench', 'coach' from generate_series(1, $2) as i`,
    [passwordHash, COACHES],
  );
  await db.query(
    `insert into students (email, username, password_hash, first_name, last_name, coach_id, date_of_birth,
       handicap, created_at)
     select 'student' || i || '@example.com', 'student_' || i, 'x', 'First' || i, 'Last' || i,
       (select id from staff where email = 'coach' || (1 + (i % $1)) || '@academy.test'),
       date '2008-01-01' + (i % 9000), (i % 360) / 10.0, now() - ((i % 400) || ' days')::interval
     from generate_series(1, $2) as i`,
    [COACHES, COACHES * PER_COACH],
  );
  // Six drill challenges per student across the statuses, some overdue.
  await db.query(
    `insert into drill_assignments (student_id, drill_id, coach_id, status, created_at, due_date, started_at,
       completed_at, student_score)
     select s.id, (array['1-1','1-2','1-3','3-1','4-1','5-1'])[n], s.coach_id,
       (array['assigned','in_progress','completed','reviewed','completed','assigned'])[n]::drill_assignment_status,
       now() - ((n * 5) || ' days')::interval, current_date + (n * 3 - 9),
       case when n in (2,3,4,5) then now() - ((n * 4) || ' days')::interval end,
       case when n in (3,4,5) then now() - ((n * 3) || ' days')::interval end,
       case when n in (3,4,5) then '7/10' end
     from students s cross join generate_series(1, 6) as n`,
  );
  // Four curriculum modules per student, with half of their exercises ticked.
  await db.query(
    `insert into module_assignments (student_id, lesson_id, coach_id, status, created_at, started_at)
     select s.id, n, s.coach_id, case when n = 1 then 'assigned' else 'in_progress' end::module_assignment_status,
       now() - ((n * 7) || ' days')::interval, now() - ((n * 6) || ' days')::interval
     from students s cross join generate_series(1, 4) as n`,
  );
  await db.query(
    `insert into exercise_progress (assignment_id, exercise_id, completed, completed_at, updated_at)
     select ma.id, ma.lesson_id || '-' || e, true, now() - (e || ' days')::interval, now() - (e || ' days')::interval
     from module_assignments ma cross join generate_series(1, 2) as e where ma.status = 'in_progress'`,
  );
  await db.query(
    `insert into coach_messages (student_id, coach_id, subject, message, status, created_at, read_by_coach_at)
     select s.id, s.coach_id, 'Question ' || n, 'How do I stop slicing?', (array['pending','in_progress','answered'])[n]::message_status,
       now() - ((n * 2) || ' days')::interval, case when n > 1 then now() end
     from students s cross join generate_series(1, 3) as n`,
  );
  await db.query('analyze');
  const { rows: counts } = await db.query(
    `select (select count(*) from students)::int as students,
       (select count(*) from drill_assignments)::int + (select count(*) from module_assignments)::int as assignments,
       (select count(*) from coach_messages)::int as messages`,
  );
  console.info(
    `staff data: ${counts[0].students} students (${PER_COACH} per coach), ${counts[0].assignments} assignments, ${counts[0].messages} messages (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const login = await fetch(`${server.url}/api/staff-portal/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'coach1@academy.test', password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token, user } = await login.json();
  const headers = { authorization: `Bearer ${token}` };
  const { rows: someStudents } = await db.query(`select id from students where coach_id = $1 limit 50`, [
    user.id,
  ]);

  async function measure(label, pathFor, total = 200, report = false) {
    const latencies = [];
    for (let i = 0; i < total; i++) {
      const t = performance.now();
      const res = await fetch(`${server.url}${pathFor(i)}`, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${label} failed: ${res.status}`);
      latencies.push(performance.now() - t);
    }
    const { p50, p95, p99 } = latencySummary(latencies);
    console.info(`  ${label.padEnd(42)} p50 ${p50}, p95 ${p95}, p99 ${p99}`);
    if (report) benchResult(`Staff: ${label}, p95`, Number(p95), 'ms', '< 50 ms', Number(p95) < 50);
  }

  const routes = [
    ['GET /api/coaches/{id}/students (500 rows)', () => `/api/coaches/${user.id}/students`],
    [
      'GET /api/staff-portal/student/{id}/details',
      (i) => `/api/staff-portal/student/${someStudents[i % someStudents.length].id}/details`,
    ],
    ['GET /api/coaches/{id}/messages', () => `/api/coaches/${user.id}/messages`],
    ['GET /api/coaches/{id}/dashboard-stats', () => `/api/coaches/${user.id}/dashboard-stats`],
  ];
  for (const [label, path] of routes) await measure(label, path, 20); // warm-up
  console.info('one coach of 20, one request at a time, ms (budget: p95 under 50):');
  for (const [label, path] of routes) await measure(label, path, 200, true);
} finally {
  await close();
}
