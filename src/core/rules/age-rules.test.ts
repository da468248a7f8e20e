import { describe, expect, it } from 'vitest';
import { ageBand, ageOn, birthdayAt, mayHaveOwnLogin, ownLoginRefusal, treatedAsJunior } from './age-rules';

describe('age rules', () => {
  it('counts whole years, turning a year older on the birthday itself', () => {
    expect(ageOn('2014-05-12', '2026-05-11')).toBe(11);
    expect(ageOn('2014-05-12', '2026-05-12')).toBe(12);
    expect(ageOn('2030-01-01', '2026-05-12')).toBe(0);
  });

  it('moves a 29 February birthday to 1 March in a common year', () => {
    expect(birthdayAt('2008-02-29', 18)).toBe('2026-03-01');
    expect(birthdayAt('2008-02-29', 20)).toBe('2028-02-29');
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('bands at 13 and 18 on the boundary days', () => {
    expect(ageBand('2013-11-27', '2026-11-26')).toBe('under13');
    expect(ageBand('2013-11-26', '2026-11-26')).toBe('teen');
    expect(ageBand('2008-11-27', '2026-11-26')).toBe('teen');
    expect(ageBand('2008-11-26', '2026-11-26')).toBe('adult');
  });

  it('fails closed: no date of birth is a junior', () => {
    expect(ageBand(null, '2026-11-26')).toBe('unknown');
    expect(treatedAsJunior(null, '2026-11-26')).toBe(true);
    expect(treatedAsJunior('2008-11-27', '2026-11-26')).toBe(true);
    expect(treatedAsJunior('2008-11-26', '2026-11-26')).toBe(false);
  });

  it('lets only a 13–17-year-old without one be invited to a login of their own', () => {
    const today = '2026-06-01';
    expect(ownLoginRefusal({ dateOfBirth: '2011-01-01', username: null }, today)).toBeNull();
    expect(ownLoginRefusal({ dateOfBirth: '2011-01-01', username: 'teen' }, today)).toBe('has-login');
    expect(ownLoginRefusal({ dateOfBirth: '2016-01-01', username: null }, today)).toBe('not-teen');
    expect(ownLoginRefusal({ dateOfBirth: '2000-01-01', username: 'adult' }, today)).toBe('not-teen');
    expect(ownLoginRefusal({ dateOfBirth: null, username: null }, today)).toBe('not-teen');
    expect(mayHaveOwnLogin({ dateOfBirth: '2011-01-01', username: null }, today)).toBe(true);
    expect(mayHaveOwnLogin({ dateOfBirth: '2011-01-01', username: 'teen' }, today)).toBe(false);
  });
});
