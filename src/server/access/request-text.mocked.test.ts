import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { updateExerciseFields } from '@/core/contracts/coaching';
import { isTextPrimitiveCheck } from '@/core/contracts/common';
import { downloadUploadFields } from '@/core/contracts/downloads';
import { videoUploadFields } from '@/core/contracts/learning';
import { replyFields, sendMessageFields } from '@/core/contracts/messages';
import { type FilePart, multipartBody } from '../test/multipart';
import { buildWorld, dispatch, prepare, ROUTES, type World } from '../test/route-catalogue';
import { createTestContext, type TestContext } from '../test/test-app';
import { allowedActor } from './expected-access';
import { leafPaths, setAt } from './hostile-input';

/**
 * Every string a request may carry (JSON bodies, multipart fields, query strings, path parameters,
 * headers) is built from the one text primitive, or has a format (uuid, e-mail, date, pattern) that
 * refuses such text anyway. A plain `z.string()` would let NUL reach the database, which answers 500.
 */
const routes = vi.hoisted(() => [] as Pick<RouteOptions, 'method' | 'url' | 'schema'>[]);
vi.mock('fastify', async (original) => {
  const fastify = await original<typeof import('fastify')>();
  const wrapped = (options: unknown) => {
    const app = fastify.default(options as never);
    app.addHook('onRoute', (route: RouteOptions) => {
      routes.push(route);
    });
    return app;
  };
  return { ...fastify, default: wrapped };
});

/** The multipart forms, checked in their handlers rather than by the route's schema. */
const FORMS: Record<string, z.ZodType> = {
  'POST /api/messages': sendMessageFields,
  'POST /api/messages/:id/reply': replyFields,
  'PUT /api/module-assignments/:assignmentId/exercises/:exerciseId/with-video': updateExerciseFields,
  'POST /api/staff/downloads': downloadUploadFields,
  'POST /api/staff/learning/videos/upload': videoUploadFields,
};

type Def = Record<string, unknown> & { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Each string schema inside a schema, with where it sits. */
function stringLeaves(schema: unknown, at: string, seen = new Set<unknown>()): [string, z.ZodType][] {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema) || seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (inner: unknown, where = at) => stringLeaves(inner, where, seen);
  switch (def.type) {
    case 'string':
      return [[at, schema as z.ZodType]];
    case 'object':
      return [
        ...Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) => walk(v, `${at}.${k}`)),
        ...walk(def.catchall, `${at}.*`),
      ];
    case 'array':
      return walk(def.element, `${at}[]`);
    case 'tuple':
      return [...(def.items as unknown[]).flatMap((v, i) => walk(v, `${at}[${i}]`)), ...walk(def.rest)];
    case 'union':
      return (def.options as unknown[]).flatMap((v) => walk(v));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'record':
      return [...walk(def.keyType, `${at}{key}`), ...walk(def.valueType, `${at}{}`)];
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)];
    case 'lazy':
      return walk((def.getter as () => unknown)());
    default:
      return 'innerType' in def ? walk(def.innerType) : [];
  }
}

/** Why a string schema may not carry hostile text to the database, or undefined when it is safe. */
function fault(schema: z.ZodType): string | undefined {
  const def = defOf(schema);
  const builtFromPrimitive = (def.checks ?? []).some((c) => isTextPrimitiveCheck(c));
  const hasFormat =
    typeof def.format === 'string' || (def.checks ?? []).some((c) => c._zod.def.check === 'string_format');
  if (!builtFromPrimitive && !hasFormat) return 'not built from the text primitive';
  if (schema.safeParse('a\u0000b').success) return 'accepts NUL';
  return undefined;
}

describe('every request string is built from the text primitive', () => {
  let t: TestContext;
  let w: World;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '1000', BOOKINGS_PER_EMAIL_PER_DAY: '1000' });
    w = await buildWorld(t);
  }, 60_000);
  afterAll(() => t.close());

  it('finds the routes', () => {
    expect(routes.filter((r) => r.url.startsWith('/api/')).length).toBeGreaterThan(90);
  });

  it('has no request string that lets control characters through', () => {
    const faults: string[] = [];
    for (const route of routes) {
      const methods = [route.method].flat();
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      for (const method of methods) {
        const key = `${method} ${route.url}`;
        const parts: [string, unknown][] = [
          ['body', schema.body],
          ['querystring', schema.querystring],
          ['params', schema.params],
          ['headers', schema.headers],
          ['form', FORMS[key]],
        ];
        for (const [part, partSchema] of parts) {
          for (const [where, leaf] of stringLeaves(partSchema, part)) {
            const why = fault(leaf);
            if (why) faults.push(`${key} ${where}: ${why}`);
          }
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('answers 400 naming the field for NUL in any string of the valid request of every route', async () => {
    const NUL = 'a\u0000b';
    const wrong: string[] = [];
    for (const route of Object.keys(ROUTES)) {
      const sample = await prepare(w, route);
      const sends: [field: string, request: typeof sample][] = [];
      const type = String(sample.headers?.['content-type'] ?? '');
      if (type.startsWith('multipart/')) {
        const form = await new Response(new Uint8Array(sample.payload as Buffer), {
          headers: { 'content-type': type },
        }).formData();
        const parts = [...form.entries()];
        for (const [name, value] of parts) {
          if (typeof value !== 'string') continue;
          const changed = await Promise.all(
            parts.map(async ([n, v]) => {
              if (typeof v === 'string') return [n, n === name ? NUL : v] as [string, string];
              const bytes = Buffer.from(await v.arrayBuffer());
              return [n, { bytes, name: v.name, type: v.type }] as [string, FilePart];
            }),
          );
          sends.push([name, { ...sample, ...(await multipartBody(changed)) }]);
        }
      } else if (sample.payload && typeof sample.payload === 'object') {
        for (const path of leafPaths(sample.payload)) {
          const value = path.reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], sample.payload);
          if (typeof value !== 'string') continue;
          sends.push([path.join('.'), { ...sample, payload: setAt(sample.payload, path, NUL) as object }]);
        }
      }
      const query = (sample.query ?? {}) as Record<string, string>;
      for (const [name, value] of Object.entries(query)) {
        if (typeof value === 'string') sends.push([name, { ...sample, query: { ...query, [name]: NUL } }]);
      }
      for (const [field, request] of sends) {
        const res = await dispatch(w, route, allowedActor(route), request);
        const fields = res.statusCode === 400 ? (res.json().fields ?? {}) : {};
        if (!(field in fields)) wrong.push(`${route} ${field}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
