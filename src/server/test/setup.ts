import { afterEach, beforeEach, expect, vi } from 'vitest';
import { setTestOnlyPasswordCost } from '../security/passwords';

// Passwords are hashed at a test-only cost (the registration test asserts the real one).
setTestOnlyPasswordCost(true);

// An unexpected console.error is a bug somewhere: fail the test that caused it.
let errorSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy?.mock.calls ?? [];
  errorSpy?.mockRestore();
  expect(calls, 'console.error was called').toEqual([]);
});
