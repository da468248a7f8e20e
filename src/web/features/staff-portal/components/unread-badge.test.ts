// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from './unread-badge';

describe('unreadBadgeText', () => {
  it('hides at 0 and caps at 9', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(3)).toBe('3');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(27)).toBe('9');
  });
});
