import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTestOnlyPasswordCost } from './passwords';

describe('the test-only password cost', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is refused outside the test runner, and in production', () => {
    vi.stubEnv('VITEST', '');
    expect(() => setTestOnlyPasswordCost(true)).toThrow(/test runner alone/);
    vi.stubEnv('VITEST', 'true');
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => setTestOnlyPasswordCost(true)).toThrow(/test runner alone/);
  });
});
