import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathOf, queryKeys } from './query-keys';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const isPrefix = (prefix: readonly unknown[], key: readonly unknown[]) =>
  prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));

describe('query keys', () => {
  it('stand for their request addresses', () => {
    expect(pathOf(queryKeys.coachStudents('c 1'))).toBe('/api/coaches/c%201/students');
    expect(pathOf(queryKeys.studentBadgesOfType('s1', 'break_par'))).toBe('/api/badges/s1?type=break_par');
    expect(pathOf(queryKeys.coachRoundsList('c1', false))).toBe(
      '/api/coaches/c1/break-par-attempts?evidence=true',
    );
    expect(pathOf(queryKeys.coachRoundsList('c1', true))).toBe('/api/coaches/c1/break-par-attempts');
    expect(pathOf(queryKeys.coachDrillAssignmentsList('c1', { studentId: 's1' }))).toBe(
      '/api/coaches/c1/drill-assignments?studentId=s1',
    );
    expect(pathOf(queryKeys.staffBookingsList({ from: '2026-11-01', to: '2026-11-07', coachId: 3 }))).toBe(
      '/api/staff/bookings?from=2026-11-01&to=2026-11-07&coachId=3',
    );
    expect(pathOf(queryKeys.studentSession())).toBe('/api/portal/validate');
  });

  it('nest, so invalidating a prefix reaches everything under it', () => {
    expect(isPrefix(queryKeys.coach('c1'), queryKeys.coachInbox('c1'))).toBe(true);
    expect(isPrefix(queryKeys.coaches(), queryKeys.coachStudents('c1'))).toBe(true);
    expect(isPrefix(queryKeys.coachRounds('c1'), queryKeys.coachRoundsList('c1', true))).toBe(true);
    expect(isPrefix(queryKeys.badges(), queryKeys.leaderboard())).toBe(true);
    expect(isPrefix(queryKeys.badges(), queryKeys.studentBadgesOfType('s1', 'putting'))).toBe(true);
    expect(isPrefix(queryKeys.coach('c1'), queryKeys.coachInbox('c2'))).toBe(false);
  });

  it('are the only keys the web app uses, and no invalidation matches addresses with a pattern', () => {
    const files = sourceFiles(path.resolve(import.meta.dirname, '..'));
    expect(files.length).toBeGreaterThan(100);
    const offences = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const found: string[] = [];
      if (/queryKey:\s*\[/.test(source)) found.push(`${file}: a query key written by hand`);
      if (/(invalidateQueries|refetchQueries|setQueriesData)\(\s*\{\s*predicate/.test(source)) {
        found.push(`${file}: a query matched by a predicate`);
      }
      return found;
    });
    expect(offences).toEqual([]);
  });
});

describe('uploads', () => {
  it('go through the one upload helper', () => {
    const files = sourceFiles(path.resolve(import.meta.dirname, '..'));
    const own = files.filter(
      (file) =>
        !file.endsWith('upload-with-progress.ts') &&
        readFileSync(file, 'utf8').includes('new XMLHttpRequest'),
    );
    expect(own).toEqual([]);
  });
});
