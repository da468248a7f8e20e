// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('the browser’s Zod settings', () => {
  it('turn off the eval probe without importing Zod, even when Zod was loaded first', async () => {
    await import('./zod-without-eval');
    expect(z.config().jitless).toBe(true);
  });
});
