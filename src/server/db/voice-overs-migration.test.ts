import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const DIR = path.join(import.meta.dirname, 'migrations');
const statements = (file: string) =>
  readFileSync(path.join(DIR, file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((s) => s.trim());

/** The migrations before 0034, then the swing voice-overs made before it, then 0034. */
describe('moving swing voice-overs into voice_overs', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('keeps every row with its id, file and time, and then holds each to one target', async () => {
    for (const file of readdirSync(DIR)
      .filter((f) => f.endsWith('.sql') && f < '0034')
      .sort()) {
      for (const statement of statements(file)) await db.exec(statement);
    }
    const one = async (sql: string, params: unknown[] = []) =>
      ((await db.query<{ id: string }>(sql, params)).rows[0] as { id: string }).id;
    const student = await one(
      `insert into students (first_name, last_name, email) values ('A', 'B', 'a@b.test') returning id`,
    );
    const coach = await one(
      `insert into staff (first_name, last_name, email, password_hash, role) values ('C', 'D', 'c@d.test', 'x', 'coach') returning id`,
    );
    const swing = await one(
      `insert into swing_videos (student_id, purpose, for_label, file_key, mime, size, filename)
       values ($1, 'coach', 'For my coach', 'swing-videos/a.mp4', 'video/mp4', 1, 'a.mp4') returning id`,
      [student],
    );
    await db.query(
      `insert into swing_voice_overs (id, swing_id, staff_id, file_key, mime, size, filename, created_at)
       values ('11111111-1111-4111-8111-111111111111', $1, $2, 'voice-overs/v.mp4', 'video/mp4', 5, 'voice-over.mp4',
               '2026-11-20T10:00:00Z')`,
      [swing, coach],
    );

    for (const statement of statements('0034_voice_overs_for_every_target.sql')) await db.exec(statement);

    expect((await db.query('select * from voice_overs')).rows).toEqual([
      {
        id: '11111111-1111-4111-8111-111111111111',
        student_id: student,
        swing_id: swing,
        drill_assignment_id: null,
        module_assignment_id: null,
        exercise_id: null,
        message_id: null,
        staff_id: coach,
        file_key: 'voice-overs/v.mp4',
        mime: 'video/mp4',
        size: 5,
        filename: 'voice-over.mp4',
        created_at: new Date('2026-11-20T10:00:00Z'),
      },
    ]);
    expect((await db.query(`select to_regclass('swing_voice_overs') as old`)).rows).toEqual([{ old: null }]);
    // No target, or two: refused by the check, whatever the foreign keys would say.
    await expect(
      db.query(
        `insert into voice_overs (student_id, file_key, mime, size, filename) values ($1, 'k', 'v', 1, 'f')`,
        [student],
      ),
    ).rejects.toThrow(/voice_overs_one_target_check/);
    await expect(
      db.query(
        `insert into voice_overs (student_id, swing_id, message_id, file_key, mime, size, filename)
         values ($1, $2, $2, 'k', 'v', 1, 'f')`,
        [student, swing],
      ),
    ).rejects.toThrow(/voice_overs_one_target_check/);
  });
});
