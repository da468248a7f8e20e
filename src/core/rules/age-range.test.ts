import { describe, expect, it } from 'vitest';
import { ageRangeProblem } from './age-range';

describe('ageRangeProblem', () => {
  it('refuses only a youngest age above the oldest', () => {
    expect(ageRangeProblem({ minAge: 12, maxAge: 8 })).toBe('The oldest age must not be below the youngest');
    expect(ageRangeProblem({ minAge: 8, maxAge: 8 })).toBeNull();
    expect(ageRangeProblem({ minAge: 12, maxAge: null })).toBeNull();
    expect(ageRangeProblem({ minAge: null, maxAge: null })).toBeNull();
  });
});
