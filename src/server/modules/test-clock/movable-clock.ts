import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Services } from '../../services';

/**
 * The real time plus an offset the browser journeys move forward, so a journey can see what only time
 * ends (a membership's grace period) without waiting a week. Only ever built when MOVABLE_CLOCK is set,
 * which the configuration refuses in production and ignores off one's own machine.
 */
export function movableClock() {
  let offsetMs = 0;
  const clock: Clock = () => new Date(Date.now() + offsetMs);
  return {
    clock,
    /** Sets how far ahead of the real time the server's clock is (0 puts it back). */
    setOffset(ms: number) {
      offsetMs = ms;
    },
  };
}
export type MovableClock = ReturnType<typeof movableClock>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/test/clock: sets the server's clock that many days ahead of the real time (0 puts it back), then
 * runs the sweeps a minute's timer would.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ control: MovableClock; services: Services }> = async (
  app,
  { control, services },
) => {
  app.post(
    '/api/test/clock',
    {
      schema: {
        hide: true,
        body: z.strictObject({ daysAhead: z.number().int().min(0).max(400) }),
        response: { 200: z.object({ now: z.string() }) },
      },
    },
    async (request) => {
      control.setOffset(request.body.daysAhead * DAY_MS);
      await services.memberships.sweep();
      return { now: control.clock().toISOString() };
    },
  );
};
