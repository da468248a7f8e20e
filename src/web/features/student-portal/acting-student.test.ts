// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { StudentUser } from '@/core/contracts/auth';
import { forStudent, namedStudentId } from './acting-student';

const user = { id: 'c1' } as StudentUser;

describe('the student a request is for', () => {
  it('is named only when a guardian acts for their child', () => {
    expect(forStudent('/api/messages', null)).toBe('/api/messages');
    expect(forStudent('/api/messages', { user, byGuardian: false })).toBe('/api/messages');
    expect(forStudent('/api/messages', { user, byGuardian: true })).toBe('/api/messages?studentId=c1');
    expect(forStudent('/api/downloads/d1/file?preview=1', { user, byGuardian: true })).toBe(
      '/api/downloads/d1/file?preview=1&studentId=c1',
    );
    expect(namedStudentId({ user, byGuardian: false })).toBeUndefined();
  });
});
