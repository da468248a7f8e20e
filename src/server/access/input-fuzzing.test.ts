import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../test/multipart';
import { buildWorld, dispatch, prepare, ROUTES, type World } from '../test/route-catalogue';
import { expectSecurityHeaders } from '../test/security-headers';
import { createTestContext, type TestContext, testDbKind } from '../test/test-app';
import { allowedActor } from './expected-access';
import {
  hostileEscapes,
  hostileJsonMutations,
  hostileMultipartMutations,
  hostileText,
  type Mutation,
  wellFormed,
} from './hostile-input';

/**
 * Bad input, at random, on every route: fields dropped, given the wrong type, added, whole bodies replaced
 * by anything at all, JSON cut short, path and query values garbled. Sent by someone the route lets
 * through, so the input reaches the checks. Nothing may answer 5xx; a 400 says what is wrong; a refused
 * request leaves every table as it was. Half the runs send input meant to hurt (./hostile-input.ts).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

// Counters that a refused request may rightly move: rate-limit buckets count failures by design, and mail
// is written after the answer, so an earlier success's mail may land at any moment.
const NOT_COUNTED = new Set(['rate_limit_buckets', 'outbox_emails', '__drizzle_migrations']);

const anyValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 50 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }),
);
const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('..', '%00', "' or 1=1 --", '<script>', '-1', '0', '1e309', 'NaN', '💥', 'a'.repeat(5000)),
  hostileText.map(wellFormed),
);

function jsonMutations(payload: Record<string, unknown>): fc.Arbitrary<Mutation> {
  const keys = Object.keys(payload);
  const withBody = (describe: string, body: unknown): Mutation => ({
    describe,
    apply: async (r) => ({ ...r, payload: body as InjectOptions['payload'] }),
  });
  const raw = JSON.stringify(payload);
  const options: fc.Arbitrary<Mutation>[] = [
    fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((k) => !(k in payload))
      .chain((k) =>
        anyValue.map((v) => withBody(`extra field ${JSON.stringify(k)}`, { ...payload, [k]: v })),
      ),
    fc.anything({ maxDepth: 2 }).map((v) => withBody('a body of anything', v)),
    fc.nat({ max: Math.max(raw.length - 1, 0) }).map((n) => ({
      describe: `JSON cut at ${n}`,
      apply: async (r) => ({
        ...r,
        payload: raw.slice(0, n),
        headers: { ...r.headers, 'content-type': 'application/json' },
      }),
    })),
  ];
  if (keys.length > 0) {
    options.push(
      fc.constantFrom(...keys).map((k) => {
        const { [k]: _dropped, ...rest } = payload;
        return withBody(`without ${k}`, rest);
      }),
      fc
        .tuple(fc.constantFrom(...keys), anyValue)
        .map(([k, v]) => withBody(`${k} = ${JSON.stringify(v)?.slice(0, 60)}`, { ...payload, [k]: v })),
    );
  }
  return fc.oneof(...options);
}

function multipartMutations(): fc.Arbitrary<Mutation> {
  return fc
    .array(fc.tuple(fc.string({ minLength: 1, maxLength: 16 }), oddText), { maxLength: 6 })
    .map((parts) => ({
      describe: `multipart ${JSON.stringify(parts).slice(0, 120)}`,
      apply: async (r) => ({ ...r, ...(await multipartBody(parts)) }),
    }));
}

function pathMutations(url: string): fc.Arbitrary<Mutation> | undefined {
  const [path] = url.split('?');
  const segments = path!.split('/');
  // Ids in our paths are uuids, numbers or e-mail addresses: those are the segments worth garbling.
  const positions = segments
    .map((s, i) => (/^[0-9a-f-]{36}$|^\d+$|@|%40/.test(s) ? i : -1))
    .filter((i) => i >= 0);
  if (positions.length === 0) return undefined;
  const encoded = fc.oneof(oddText.map(encodeURIComponent), hostileEscapes);
  return fc.tuple(fc.constantFrom(...positions), encoded).map(([i, value]) => ({
    describe: `path segment ${i} = ${value.slice(0, 60)}`,
    apply: async (r) => {
      const copy = [...segments];
      copy[i] = value;
      return { ...r, url: copy.join('/') };
    },
  }));
}

function queryMutations(query: Record<string, string>): fc.Arbitrary<Mutation> {
  const keys = Object.keys(query);
  const key = keys.length ? fc.constantFrom(...keys, 'extra') : fc.constant('extra');
  return fc.oneof(
    fc.tuple(key, oddText).map(
      ([k, v]): Mutation => ({
        describe: `query ${k} = ${JSON.stringify(v).slice(0, 60)}`,
        apply: async (r) => ({ ...r, query: { ...query, [k]: v } }),
      }),
    ),
    // Raw escapes, and one name given twice (an array where one value is expected).
    fc.tuple(key, hostileEscapes, fc.boolean()).map(
      ([k, escaped, twice]): Mutation => ({
        describe: `query ${k} = ${escaped}${twice ? ' twice' : ''}`,
        apply: async (r) => {
          const rest = new URLSearchParams(Object.entries(query).filter(([name]) => name !== k)).toString();
          const own = twice ? `${k}=${query[k] ?? 'a'}&${k}=${escaped}` : `${k}=${escaped}`;
          const { query: _dropped, ...request } = r;
          return { ...request, url: `${r.url.split('?')[0]}?${[rest, own].filter(Boolean).join('&')}` };
        },
      }),
    ),
  );
}

describe(`bad input on every route (${testDbKind})`, () => {
  let t: TestContext;
  let w: World;
  let countRows: () => Promise<Record<string, number>>;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '1000', BOOKINGS_PER_EMAIL_PER_DAY: '1000' });
    w = await buildWorld(t);
    const tables = await t.database.db.execute<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    const counted = tables.rows.map((r) => r.name).filter((name) => !NOT_COUNTED.has(name));
    // A function takes at most 100 arguments: the tables are counted in objects of 40 and joined.
    const objects: string[] = [];
    for (let i = 0; i < counted.length; i += 40) {
      const pairs = counted.slice(i, i + 40).map((name) => `'${name}', (select count(*) from "${name}")`);
      objects.push(`jsonb_build_object(${pairs.join(', ')})`);
    }
    countRows = async () => {
      const res = await t.database.db.execute<{ counts: Record<string, number | string> }>(
        `select ${objects.join(' || ')} as counts`,
      );
      return Object.fromEntries(Object.entries(res.rows[0]!.counts).map(([k, v]) => [k, Number(v)]));
    };
  }, 60_000);
  afterAll(() => t.close());

  function check(res: LightMyRequestResponse, what: string) {
    expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    expectSecurityHeaders(res.headers, what);
    if (res.statusCode === 400) {
      const body = res.json();
      expect(typeof body.message, what).toBe('string');
      expect(body.message.length, what).toBeGreaterThan(0);
    }
  }

  it('refuses a body over the size limit with 413, on every JSON route', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(300 * 1024) });
    for (const route of Object.keys(ROUTES)) {
      const request = await prepare(w, route);
      if (request.method === 'GET' || request.headers?.['content-type']?.toString().startsWith('multipart'))
        continue;
      const res = await dispatch(w, route, allowedActor(route), {
        ...request,
        payload: big,
        headers: { ...request.headers, 'content-type': 'application/json' },
      });
      expect(res.statusCode, `${route} ${res.body}`).toBe(413);
    }
  });

  for (const route of Object.keys(ROUTES)) {
    it(route, async () => {
      const actor = allowedActor(route);
      const sample = await prepare(w, route);
      const arbitraries: fc.MaybeWeightedArbitrary<Mutation>[] = [];
      const isMultipart = sample.headers?.['content-type']?.toString().startsWith('multipart');
      if (isMultipart) {
        arbitraries.push(multipartMutations(), ...(await hostileMultipartMutations(sample)));
      } else if (sample.payload && typeof sample.payload === 'object' && !Buffer.isBuffer(sample.payload)) {
        const payload = sample.payload as Record<string, unknown>;
        arbitraries.push(jsonMutations(payload), ...hostileJsonMutations(payload));
      } else if (sample.method !== 'GET') {
        arbitraries.push(...hostileJsonMutations({}));
      }
      const path = pathMutations(sample.url);
      if (path) arbitraries.push(path);
      if (sample.query || sample.method === 'GET') {
        arbitraries.push(queryMutations((sample.query ?? {}) as Record<string, string>));
      }
      if (arbitraries.length === 0) return;

      await fc.assert(
        fc.asyncProperty(fc.oneof(...arbitraries), async (mutation) => {
          // The one sample serves every run: a route that uses something up would run out otherwise.
          const request = await mutation.apply(sample);
          const before = await countRows();
          const res = await dispatch(w, route, actor, request);
          check(res, mutation.describe);
          if (mutation.describe.startsWith('extra field')) {
            expect(res.statusCode, `${mutation.describe}: ${res.body.slice(0, 200)}`).toBe(400);
          }
          if (res.statusCode >= 400) {
            const after = await countRows();
            // Such a route signs its caller in afresh for each request, which rightly adds a session.
            if (ROUTES[route]?.ownSession) after.sessions = before.sessions!;
            expect(after, mutation.describe).toEqual(before);
          }
        }),
        { numRuns: RUNS },
      );
    });
  }
});
