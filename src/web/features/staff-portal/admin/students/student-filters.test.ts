// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AdminStudent, StaffAccount } from '@/core/contracts/staff-admin';
import { coachOptions, filterAdminStudents, hasFilters, NO_FILTERS } from './student-filters';

const JAMES = '00000000-0000-4000-8000-0000000000a1';
const EMMA = '00000000-0000-4000-8000-0000000000a2';
const GONE = '00000000-0000-4000-8000-0000000000a3';
const ADMIN = '00000000-0000-4000-8000-0000000000a4';

const student = (patch: Partial<AdminStudent>): AdminStudent => ({
  id: 'id',
  firstName: 'First',
  lastName: 'Last',
  email: 'first@example.com',
  membershipTier: 'free',
  coachId: null,
  coachName: null,
  junior: false,
  createdAt: '2026-01-10T10:00:00.000Z',
  tierOverride: null,
  ...patch,
});

const STUDENTS = [
  student({ id: '1', firstName: 'Leo', lastName: 'Patel', email: 'leo.patel@example.com', coachId: JAMES }),
  student({ id: '2', firstName: 'Zoë', lastName: 'Hart', email: 'zh@example.com', membershipTier: 'elite' }),
  student({ id: '3', firstName: 'Oliver', lastName: 'Bennett', coachId: EMMA, membershipTier: 'elite' }),
];

const account = (id: string, first: string, patch: Partial<StaffAccount> = {}): StaffAccount => ({
  id,
  email: `${first.toLowerCase()}@solentgolf.academy`,
  firstName: first,
  lastName: 'Coach',
  role: 'coach',
  active: true,
  studentCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...patch,
});

describe('the students an admin finds', () => {
  it('keeps everyone without filters', () => {
    expect(filterAdminStudents(STUDENTS, NO_FILTERS)).toHaveLength(3);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('finds every word of the search in the name or e-mail, ignoring case and accents', () => {
    const search = (text: string) =>
      filterAdminStudents(STUDENTS, { ...NO_FILTERS, search: text }).map((s) => s.id);
    expect(search('patel LEO')).toEqual(['1']);
    expect(search('zoe')).toEqual(['2']);
    expect(search('zh@')).toEqual(['2']);
    expect(search('leo nobody')).toEqual([]);
  });

  it('filters by coach, by no coach, and by tier, together', () => {
    const ids = (filters: Partial<typeof NO_FILTERS>) =>
      filterAdminStudents(STUDENTS, { ...NO_FILTERS, ...filters }).map((s) => s.id);
    expect(ids({ coach: JAMES })).toEqual(['1']);
    expect(ids({ coach: 'none' })).toEqual(['2']);
    expect(ids({ tier: 'elite' })).toEqual(['2', '3']);
    expect(ids({ tier: 'elite', coach: 'none' })).toEqual(['2']);
    expect(hasFilters({ ...NO_FILTERS, tier: 'elite' })).toBe(true);
  });
});

describe('the coaches a student can have', () => {
  it('offers active coaches and instructors by name; admins and disabled accounts only where students still have them', () => {
    const staff = [
      account(JAMES, 'James'),
      account(EMMA, 'Emma', { role: 'instructor' }),
      account(GONE, 'Gone', { active: false }),
      account(ADMIN, 'Ada', { role: 'admin' }),
    ];
    expect(coachOptions(staff, STUDENTS)).toEqual([
      { id: EMMA, name: 'Emma Coach', active: true },
      { id: JAMES, name: 'James Coach', active: true },
    ]);
    const withGone = [...STUDENTS, student({ id: '4', coachId: GONE })];
    expect(coachOptions(staff, withGone).at(-1)).toEqual({ id: GONE, name: 'Gone Coach', active: false });
  });
});
