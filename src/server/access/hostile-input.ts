import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { type FilePart, multipartBody } from '../test/multipart';

/**
 * Input an attacker (or a broken client) sends on purpose: text a database refuses or a round trip
 * mangles, sizes and numbers at the edges, shapes that crash recursive code, keys that poison prototypes
 * and bodies that lie about their type.
 */

export type Request = InjectOptions & { url: string };
export type Mutation = { describe: string; apply(request: Request): Promise<InjectOptions> };

const C0 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).filter(
  (c) => !['\t', '\n', '\r'].includes(c),
);
const C1 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i));
const controlChar = fc.constantFrom('\u0000', '\u007f', ...C0, ...C1);
const loneSurrogate = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff');

/** Text that PostgreSQL refuses, that JSON or UTF-8 cannot carry faithfully, or that is simply huge. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('a\u0000b', '\u0000', 'Sam\u0000Reed', 'x\u0000'.repeat(20)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), controlChar, fc.string({ maxLength: 8 }))
      .map(([a, c, b]) => `${a || 'a'}${c}${b}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), loneSurrogate, fc.string({ maxLength: 8 }))
      .map(([a, s, b]) => `${a || 'a'}${s}${b}`),
  },
  { weight: 1, arbitrary: fc.constant('😀'.repeat(10_000)) },
  { weight: 1, arbitrary: fc.constant('\u{2F800}\u0301'.repeat(3_000)) },
  { weight: 1, arbitrary: fc.constant('\u202e\u200b\ufeff\u2028\u2029') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }) },
);

/** Numbers at and past what JavaScript, JSON and an integer column hold, as raw JSON text. */
export const hostileNumberText = fc.constantFrom(
  String(Number.MAX_SAFE_INTEGER),
  String(Number.MAX_SAFE_INTEGER + 2),
  '-9007199254740993',
  '2147483648',
  '-2147483649',
  '-0',
  '1e308',
  '-1e308',
  '1e400',
  '-1e400',
  '1e-400',
  '123456789012345678901234567890',
  '0.1e1',
  '5e-324',
);

/** Paths to every value in a JSON body, objects and arrays included (a body of `{}` has none). */
export function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const inner = entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
  return prefix.length ? [prefix, ...inner] : inner;
}

export function setAt(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

const MARK = '"__hostile_raw__"';
/** The body as JSON text with the value at `path` replaced by raw text JSON.stringify cannot write. */
function withRawAt(body: unknown, path: string[], raw: string): string {
  return JSON.stringify(setAt(body, path, '__hostile_raw__')).replace(MARK, raw);
}

const asJson = (request: Request, payload: string): InjectOptions => ({
  ...request,
  payload,
  headers: { ...request.headers, 'content-type': 'application/json' },
});

const nested = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

/** Hostile values at the body's own fields, and hostile bodies, for a JSON route. */
export function hostileJsonMutations(
  payload: Record<string, unknown>,
): fc.MaybeWeightedArbitrary<Mutation>[] {
  const paths = leafPaths(payload);
  const at = (p: string[]) =>
    p.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], payload);
  const textPaths = paths.filter((p) => typeof at(p) === 'string');
  const raw = JSON.stringify(payload);
  const mutations: fc.MaybeWeightedArbitrary<Mutation>[] = [
    fc
      .constantFrom(
        nested(10_000, '[', ']'),
        nested(10_000, '{"a":', '}'),
        `{"x":${nested(10_000, '[', ']')}}`,
      )
      .map((text) => ({
        describe: `JSON nested ${text.length / 2} deep`,
        apply: async (r) => asJson(r, text),
      })),
    fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.boolean())
      .map(([key, nestedKey]) => {
        const poison = `{"${key}":{"isAdmin":true,"role":"admin","prototype":{"polluted":1}}}`;
        const text = nestedKey
          ? raw.replace(/^\{/, `{"meta":${poison},`)
          : raw.replace(/^\{/, `{${poison.slice(1, -1)}${raw === '{}' ? '' : ','}`);
        return { describe: `key ${key}${nestedKey ? ' nested' : ''}`, apply: async (r) => asJson(r, text) };
      }),
    fc
      .constantFrom(
        ['text/plain', raw],
        ['application/x-www-form-urlencoded', 'a=1&b=%00'],
        ['application/json; charset=utf-16', raw],
        ['application/xml', '<a/>'],
        ['application/json', ''],
        ['application/json', 'null'],
        ['application/json', '"text"'],
        ['application/json', '[]'],
        ['', raw],
      )
      .map(([type, text]) => ({
        describe: `${type || 'no content type'} body ${JSON.stringify(text).slice(0, 40)}`,
        apply: async (r) => ({ ...r, payload: text, headers: { ...r.headers, 'content-type': type } }),
      })),
    fc.constant<Mutation>({
      describe: 'a multipart body to a JSON route',
      apply: async (r) => ({ ...r, ...(await multipartBody([['a', 'b\u0000']])) }),
    }),
  ];
  if (paths.length > 0) {
    const path = fc.constantFrom(...paths);
    // Text fields are where hostile text does harm: they get the most runs.
    mutations.push(
      {
        weight: textPaths.length ? 4 : 1,
        arbitrary: fc
          .tuple(textPaths.length ? fc.constantFrom(...textPaths) : path, hostileText)
          .map(([p, text]) => ({
            describe: `${p.join('.')} = ${JSON.stringify(text).slice(0, 60)}`,
            apply: async (r) => ({ ...r, payload: setAt(payload, p, text) as InjectOptions['payload'] }),
          })),
      },
      fc.tuple(path, hostileNumberText).map(([p, text]) => ({
        describe: `${p.join('.')} = ${text}`,
        apply: async (r) => asJson(r, withRawAt(payload, p, text)),
      })),
      path.map((p) => ({
        describe: `${p.join('.')} as an array`,
        apply: async (r) => ({
          ...r,
          payload: setAt(payload, p, [at(p)]) as object,
        }),
      })),
    );
  }
  return mutations;
}

/** The parts of a multipart sample, so that one text field can be changed and the body built again. */
async function partsOf(request: Request): Promise<[string, string | FilePart][]> {
  const form = await new Response(new Uint8Array(request.payload as Buffer), {
    headers: { 'content-type': String(request.headers?.['content-type']) },
  }).formData();
  const parts: [string, string | FilePart][] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') parts.push([name, value]);
    else
      parts.push([
        name,
        { bytes: Buffer.from(await value.arrayBuffer()), name: value.name, type: value.type },
      ]);
  }
  return parts;
}

/** Hostile text in the form's own fields, and bodies that are not multipart, for a multipart route. */
export async function hostileMultipartMutations(
  sample: Request,
): Promise<fc.MaybeWeightedArbitrary<Mutation>[]> {
  const parts = await partsOf(sample);
  const textFields = parts.filter(([, v]) => typeof v === 'string').map(([name]) => name);
  const mutations: fc.MaybeWeightedArbitrary<Mutation>[] = [
    fc.constantFrom('{"title":"a\\u0000b"}', '', nested(10_000, '[', ']')).map((text) => ({
      describe: `JSON ${JSON.stringify(text).slice(0, 30)} to a multipart route`,
      apply: async (r) => asJson(r, text),
    })),
    fc.constant<Mutation>({
      describe: 'a urlencoded body to a multipart route',
      apply: async (r) => ({
        ...r,
        payload: 'title=a%00b',
        headers: { ...r.headers, 'content-type': 'application/x-www-form-urlencoded' },
      }),
    }),
  ];
  const names = [...new Set([...textFields, 'title', 'description', 'notes'])];
  mutations.push({
    weight: 4,
    arbitrary: fc.tuple(fc.constantFrom(...names), hostileText).map(([name, text]) => ({
      describe: `multipart ${name} = ${JSON.stringify(text).slice(0, 60)}`,
      apply: async (r) => {
        const changed = parts.some(([n]) => n === name)
          ? parts.map(([n, v]): [string, string | FilePart] => [n, n === name ? text : v])
          : [[name, text] as [string, string], ...parts];
        return { ...r, ...(await multipartBody(changed)) };
      },
    })),
  });
  return mutations;
}

/** Percent-escapes that decode to NUL, lone surrogates, overlong forms and bytes that are not UTF-8. */
export const hostileEscapes = fc.constantFrom(
  'a%00b',
  '%00',
  '%ED%A0%80',
  '%C0%80',
  '%FF%FE',
  '%E2%80%AE',
  '%7F',
  '%C2%85',
);

/** A string that encodeURIComponent accepts: lone surrogates become U+FFFD as a browser would send them. */
export const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/gu, '\ufffd');
