// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paramsForView, parseChallengesView } from './challenges-view';

describe('the Challenges tab’s section in the address', () => {
  it('opens Assignments unless the address names another section', () => {
    expect(parseChallengesView(new URLSearchParams('tab=challenges'))).toBe('assignments');
    expect(parseChallengesView(new URLSearchParams('tab=challenges&view=rounds'))).toBe('rounds');
    expect(parseChallengesView(new URLSearchParams('tab=challenges&view=library'))).toBe('library');
    expect(parseChallengesView(new URLSearchParams('tab=challenges&view=session'))).toBe('assignments');
  });

  it('sets the section and keeps the tab', () => {
    const next = paramsForView(new URLSearchParams('tab=challenges'), 'rounds');
    expect(next.toString()).toBe('tab=challenges&view=rounds');
  });
});
