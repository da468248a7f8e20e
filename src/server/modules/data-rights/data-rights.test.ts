import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { type Caller, signIn, staffCaller, studentCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { giveStudentEverything, unzip } from './data-rights.test-helpers';
import { STORED_FILE_COLUMNS, STUDENT_TABLES, tableName } from './student-data.repository';

const allTables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** Every column of the schema that names a student: a foreign key to students.id, or a student_id column. */
function studentColumns(): { table: string; column: string }[] {
  const found: { table: string; column: string }[] = [];
  for (const table of allTables) {
    const config = getTableConfig(table);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (getTableName(ref.foreignTable) !== 'students') continue;
      for (const column of ref.columns) found.push({ table: config.name, column: column.name });
    }
    for (const column of config.columns) {
      if (
        column.name === 'student_id' &&
        !found.some((f) => f.table === config.name && f.column === column.name)
      ) {
        found.push({ table: config.name, column: column.name });
      }
    }
  }
  return found;
}

/** Tables whose rows belong to a student directly, or through a row that does (children of covered tables). */
function tablesReferringToStudents(): Set<string> {
  const owned = new Set(['students', ...studentColumns().map((c) => c.table)]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const table of allTables) {
      const config = getTableConfig(table);
      if (owned.has(config.name)) continue;
      const cascades = config.foreignKeys.some(
        (fk) => owned.has(getTableName(fk.reference().foreignTable)) && fk.onDelete === 'cascade',
      );
      if (cascades) {
        owned.add(config.name);
        grew = true;
      }
    }
  }
  return owned;
}

describe('the list of student tables', () => {
  it('covers every table of the schema that refers to a student', () => {
    // Reached through module_assignments only: the walk must follow rows to their parents.
    expect(tablesReferringToStudents()).toContain('exercise_progress');
    const covered = new Set(STUDENT_TABLES.map((t) => tableName(t.table)));
    const missing = [...tablesReferringToStudents()].filter((name) => !covered.has(name));
    expect(missing, 'add these tables to STUDENT_TABLES in student-data.repository.ts').toEqual([]);
    // Each once: a table listed twice would be exported twice.
    expect(covered.size).toBe(STUDENT_TABLES.length);
  });

  it('names every column that holds an uploaded file, so the clean-up never removes a file in use', () => {
    const listed = new Set(STORED_FILE_COLUMNS.map((c) => `${getTableName(c.table)}.${c.name}`));
    const fileColumns = allTables.flatMap((table) =>
      getTableConfig(table)
        .columns.filter((c) => /(^|_)(file|video|image)_key$/.test(c.name))
        .map((c) => `${getTableName(table)}.${c.name}`),
    );
    expect(fileColumns.length).toBeGreaterThan(0);
    expect(fileColumns.filter((c) => !listed.has(c))).toEqual([]);
  });
});

describe(`downloading and deleting a student's data (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let coach: Caller;
  let otherCoach: Caller;
  let otherStudent: Caller;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    admin = await staffCaller(t, { role: 'admin', firstName: 'Alex' });
    coach = await staffCaller(t, { role: 'coach', firstName: 'Jamie' });
    otherCoach = await staffCaller(t, { role: 'coach', firstName: 'Robin' });
    otherStudent = await studentCaller(t, { coachId: coach.id });
  });
  afterAll(async () => {
    await t.close();
  });

  async function juniorWithEverything() {
    const row = await createStudent(t.database.db, {
      coachId: coach.id,
      dateOfBirth: '2014-05-01',
      medicalConditions: 'Mild asthma',
      guardianName: 'Pat Parent',
      guardianEmail: `guardian-${Math.random().toString(36).slice(2)}@example.test`,
    });
    const files = await giveStudentEverything(t.database.db, t.app.storage, row.id, coach.id);
    const caller = await signIn(t, 'student', row);
    return { row, files, caller };
  }

  /** Rows anywhere in the database that still name the student, by table and column. */
  async function rowsNaming(studentId: string): Promise<string[]> {
    const left: string[] = [];
    for (const { table, column } of [...studentColumns(), { table: 'students', column: 'id' }]) {
      const result = await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${studentId}`,
      );
      if (Number(result.rows[0]?.n) > 0) left.push(`${table}.${column}`);
    }
    return left;
  }

  describe('GET /api/students/{id}/data-export', () => {
    it('streams a zip of every row and file of the student, without secrets', async () => {
      const { row, files, caller } = await juniorWithEverything();
      const res = await caller.call({
        method: 'GET',
        url: `/api/students/${row.id}/data-export`,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      // A zip is compressed already: it is sent as it is.
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.zip"$/);
      expect(res.headers['cache-control']).toBe('no-store');

      const entries = await unzip(res.rawPayload);
      const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
      expect(data.studentId).toBe(row.id);
      for (const entry of STUDENT_TABLES) {
        expect(data.tables[tableName(entry.table)], tableName(entry.table)).toBeDefined();
      }
      expect(data.tables.students[0]).toMatchObject({ id: row.id, medicalConditions: 'Mild asthma' });
      expect(data.tables.coach_messages).toHaveLength(1);
      expect(data.tables.exercise_progress).toHaveLength(1);
      expect(data.tables.badge_totals).toHaveLength(1);
      expect(data.tables.sessions.length).toBeGreaterThan(0);
      // Secrets are the academy's, not the student's.
      const json = entries.get('data.json')!.toString('utf8');
      expect(json).not.toContain('passwordHash');
      expect(json).not.toContain('tokenHash');
      expect(json).not.toContain(row.passwordHash);
      expect(json).not.toContain(`reset-hash-${row.id}`);

      for (const key of files) {
        expect(entries.get(`files/${key}`)?.toString('utf8'), key).toMatch(new RegExp(row.id));
      }
      expect(entries.has('README.txt')).toBe(true);
      // Nothing of another student.
      expect(json).not.toContain(otherStudent.id);
    });

    it('lets an admin download it (on a guardian’s request), and logs the read', async () => {
      const { row } = await juniorWithEverything();
      const res = await admin.call({ method: 'GET', url: `/api/students/${row.id}/data-export` });
      expect(res.statusCode).toBe(200);
      const log = await admin.call({ method: 'GET', url: `/api/admin/students/${row.id}/access-log` });
      expect(log.json().entries[0]).toMatchObject({
        staffId: admin.id,
        route: 'GET /api/students/:id/data-export',
      });
    });

    it('refuses the coach (403), another coach or student (404), no session (401) and a bad id (400)', async () => {
      const { row } = await juniorWithEverything();
      const url = `/api/students/${row.id}/data-export`;
      expect((await coach.call({ method: 'GET', url })).statusCode).toBe(403);
      expect((await otherCoach.call({ method: 'GET', url })).statusCode).toBe(404);
      expect((await otherStudent.call({ method: 'GET', url })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
      const bad = await admin.call({ method: 'GET', url: '/api/students/not-an-id/data-export' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('id');
    });
  });

  describe('POST /api/students/{id}/deletion and /api/account-deletion/confirm', () => {
    const tokenIn = (text: string) =>
      decodeURIComponent(/account-deletion\?token=([A-Za-z0-9_%-]+)/.exec(text)![1]!);

    it('e-mails the student and guardian a link that deletes every row and file, once', async () => {
      const { row, files, caller } = await juniorWithEverything();
      const other = await juniorWithEverything();
      const board = async () =>
        (await otherStudent.call({ method: 'GET', url: '/api/badges/leaderboard' })).json().leaderboard as {
          studentId: string;
        }[];
      expect((await board()).map((e) => e.studentId)).toContain(row.id);

      const asked = await caller.call({
        method: 'POST',
        url: `/api/students/${row.id}/deletion`,
        payload: { password: FACTORY_PASSWORD },
      });
      expect(asked.statusCode, asked.body).toBe(202);
      expect(asked.json().message).toContain('guardian');
      const mail = await t.lastEmailTo(row.email);
      expect(mail!.subject).toBe('Confirm the deletion of your Solent Golf Academy account');
      expect(mail!.text).toContain('http://localhost:3000/account-deletion?token=');
      const guardianMail = await t.lastEmailTo(row.guardianEmail!);
      expect(guardianMail!.text).toContain('Hello Pat Parent');
      const token = tokenIn(mail!.text);
      expect(tokenIn(guardianMail!.text)).toBe(token);
      // Nothing is gone until the link is opened.
      expect(await rowsNaming(row.id)).not.toEqual([]);

      const done = await t.request({
        method: 'POST',
        url: '/api/account-deletion/confirm',
        payload: { token },
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(await rowsNaming(row.id)).toEqual([]);
      for (const key of files) expect(await t.app.storage.size(key), key).toBeNull();
      // Their sessions ended with them, and their badges left the leaderboard.
      expect((await caller.call({ method: 'GET', url: `/api/students/${row.id}` })).statusCode).toBe(401);
      expect((await board()).map((e) => e.studentId)).not.toContain(row.id);
      // The other junior keeps everything.
      expect(await rowsNaming(other.row.id)).not.toEqual([]);
      for (const key of other.files) expect(await t.app.storage.size(key)).not.toBeNull();

      const again = await t.request({
        method: 'POST',
        url: '/api/account-deletion/confirm',
        payload: { token },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().fields).toHaveProperty('token');
    });

    it('lets an admin ask without a password; the link expires after a day', async () => {
      const { row } = await juniorWithEverything();
      const asked = await admin.call({
        method: 'POST',
        url: `/api/students/${row.id}/deletion`,
        payload: {},
      });
      expect(asked.statusCode, asked.body).toBe(202);
      const token = tokenIn((await t.lastEmailTo(row.email))!.text);
      const askedAt = t.clock();
      t.clock.advance(24 * 3600_000 + 1000);
      const late = await t.request({
        method: 'POST',
        url: '/api/account-deletion/confirm',
        payload: { token },
      });
      // Back to the morning it was asked, so the other callers' sessions stay alive.
      t.clock.set(askedAt);
      expect(late.statusCode).toBe(400);
      expect(await rowsNaming(row.id)).not.toEqual([]);
    });

    it('needs the student’s own password, and refuses unknown fields', async () => {
      const { row, caller } = await juniorWithEverything();
      const url = `/api/students/${row.id}/deletion`;
      const none = await caller.call({ method: 'POST', url, payload: {} });
      expect(none.statusCode).toBe(400);
      expect(none.json().fields).toHaveProperty('password');
      const wrong = await caller.call({ method: 'POST', url, payload: { password: 'not my password' } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toHaveProperty('password');
      const extra = await caller.call({
        method: 'POST',
        url,
        payload: { password: FACTORY_PASSWORD, now: true },
      });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().fields).toEqual({ now: 'Unknown field' });
      const badToken = await t.request({ method: 'POST', url: '/api/account-deletion/confirm', payload: {} });
      expect(badToken.statusCode).toBe(400);
      expect(badToken.json().fields).toHaveProperty('token');
    });

    it('refuses the coach (403), others (404) and no session (401)', async () => {
      const { row } = await juniorWithEverything();
      const url = `/api/students/${row.id}/deletion`;
      const payload = { password: FACTORY_PASSWORD };
      expect((await coach.call({ method: 'POST', url, payload: {} })).statusCode).toBe(403);
      expect((await otherCoach.call({ method: 'POST', url, payload: {} })).statusCode).toBe(404);
      expect((await otherStudent.call({ method: 'POST', url, payload })).statusCode).toBe(404);
      expect((await t.request({ method: 'POST', url, payload })).statusCode).toBe(401);
    });
  });
});
