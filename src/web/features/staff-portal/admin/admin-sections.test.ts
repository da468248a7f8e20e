// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paramsForSection, parseAdminSection } from './admin-sections';

describe('Academy sections in the address', () => {
  it('reads the section, and opens Staff when it is missing or unknown', () => {
    expect(parseAdminSection(new URLSearchParams('tab=admin&section=students'))).toBe('students');
    expect(parseAdminSection(new URLSearchParams('tab=admin&section=waiting-list'))).toBe('waiting-list');
    expect(parseAdminSection(new URLSearchParams('tab=admin&section=mail'))).toBe('mail');
    expect(parseAdminSection(new URLSearchParams('tab=admin&section=memberships'))).toBe('memberships');
    expect(parseAdminSection(new URLSearchParams('tab=admin'))).toBe('staff');
    expect(parseAdminSection(new URLSearchParams('tab=admin&section=payroll'))).toBe('staff');
  });

  it('keeps the tab and drops the parameter for the first section', () => {
    const current = new URLSearchParams('tab=admin&section=students');
    expect(paramsForSection(current, 'waiting-list').toString()).toBe('tab=admin&section=waiting-list');
    expect(paramsForSection(current, 'staff').toString()).toBe('tab=admin');
    // The current parameters are left alone.
    expect(current.get('section')).toBe('students');
  });
});
