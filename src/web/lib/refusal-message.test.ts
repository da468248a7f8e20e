// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, refusalMessageOf } from './api';

const refused = (status: number, message: string) =>
  new ApiError(status, 'Refused', JSON.stringify({ message }), { message });

describe('refusalMessageOf', () => {
  it("gives the server's words for a refusal the person can act on", () => {
    expect(refusalMessageOf(refused(413, 'Your upload space is full'))).toBe('Your upload space is full');
    expect(refusalMessageOf(refused(409, 'You already have 20'))).toBe('You already have 20');
    expect(refusalMessageOf(refused(507, 'Storage is nearly full'))).toBe('Storage is nearly full');
    expect(refusalMessageOf(refused(403, 'Confirm your e-mail address to send messages'))).toBe(
      'Confirm your e-mail address to send messages',
    );
  });

  it('leaves other failures to the generic text', () => {
    expect(refusalMessageOf(refused(500, 'Something went wrong'))).toBeUndefined();
    expect(refusalMessageOf(new Error('Network error'))).toBeUndefined();
  });
});
