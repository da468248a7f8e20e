import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from '../content/site-routes';
import { MEMBERSHIP_TIER_LABELS, tierAllows, tierRank } from './membership-tiers';
import { staffRoleLabel } from './staff-roles';

describe('membership tiers', () => {
  it('rank free < essentials < performance < elite < pro_prep', () => {
    expect(
      ['free', 'essentials', 'performance', 'elite', 'pro_prep'].map((t) => tierRank(t as never)),
    ).toEqual([0, 1, 2, 3, 4]);
    expect(MEMBERSHIP_TIER_LABELS.pro_prep).toBe('Pro Prep');
  });

  it('allow content at or below the member tier, and nothing without a member', () => {
    expect(tierAllows('performance', 'essentials')).toBe(true);
    expect(tierAllows('performance', 'performance')).toBe(true);
    expect(tierAllows('performance', 'elite')).toBe(false);
    expect(tierAllows(null, 'free')).toBe(false);
  });
});

describe('staff role labels', () => {
  it('match the staff portal table, with Staff for anything else', () => {
    expect(['admin', 'coach', 'instructor', 'owner', undefined].map(staffRoleLabel)).toEqual([
      'Administrator',
      'Head Coach',
      'Instructor',
      'Staff',
      'Staff',
    ]);
  });
});

describe('site routes', () => {
  it('know every page of the route table, with or without a trailing slash', () => {
    for (const p of [
      '/',
      '/home',
      '/golf-camps',
      '/summer-academy',
      '/student-portal',
      '/staff-portal/',
      '/reset-password',
    ]) {
      expect(isKnownPagePath(p), p).toBe(true);
    }
    expect(isKnownPagePath('/admin')).toBe(false);
  });
});
