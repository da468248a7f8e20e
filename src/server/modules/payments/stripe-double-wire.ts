import { randomBytes } from 'node:crypto';

/** The Stripe double's wire protocol: Stripe's form notation read back, its ids and its error envelope. */

export type StripeObject = Record<string, unknown>;
export type Form = { [key: string]: Form | Form[] | string | string[] } | Form[];

export interface Answer {
  status: number;
  body: StripeObject;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Stripe's bracket notation, as the SDK writes it (`line_items[0][price_data][unit_amount]=3500`), read back
 * into nested objects and arrays. Values stay strings, as they are on the wire.
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head = '', ...rest] = key.split('[');
    const path = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      if (container[part] === undefined) container[part] = /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
}

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
export const missing = (param: string) =>
  new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, param);
export const invalid = (param: string, message: string) =>
  new StripeApiError(400, 'invalid_request_error', message, param);
export const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, param, 'resource_missing');

export function wholeNumber(value: unknown, param: string, min = 0): number {
  if (value === undefined) throw missing(param);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || Number(value) < min) {
    throw invalid(param, `Invalid integer: ${String(value)}`);
  }
  return Number(value);
}

export function stringMap(value: unknown, param: string): Record<string, string> {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid(param, `Invalid object: ${param}`);
  }
  return value as Record<string, string>;
}
