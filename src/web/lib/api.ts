/**
 * The one way the web app talks to the server: relative `/api/...` addresses (same origin, so the session
 * cookie and the server's Origin check both work), `credentials: 'include'`, JSON in and out, and one error
 * type whose text follows the spec: `${status}: ${body text or status text}`.
 */

/** Anything with a zod-like `parse`; keeps zod itself out of this module's runtime. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export interface ErrorBody {
  message?: string;
  fields?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The parsed JSON body, or undefined when the body was empty or not JSON. */
  readonly body: unknown;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string, body: unknown) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.bodyText = bodyText;
    this.body = body;
  }

  /** The server's `message`, if it sent one. */
  get serverMessage(): string | undefined {
    const body = this.body as ErrorBody | undefined;
    return typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
  }

  /** Per-field messages from the server (`fields`), keyed by field name. */
  get fieldErrors(): Record<string, string> {
    const fields = (this.body as ErrorBody | undefined)?.fields;
    if (!fields || typeof fields !== 'object') return {};
    return Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string'));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. Leave undefined to send no body (and no Content-Type, which Fastify would refuse). */
  json?: unknown;
  schema?: Parser<T>;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', json, schema, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (signal) init.signal = signal;
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(json);
  }

  const response = await fetch(path, init);
  const text = await response.text();

  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, text, parseJson(text));
  }
  if (!text) return undefined as T;
  const data: unknown = JSON.parse(text);
  return schema ? schema.parse(data) : (data as T);
}

export function apiGet<T = unknown>(path: string, schema?: Parser<T>, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { method: 'GET', schema, signal });
}

export function apiPost<T = unknown>(path: string, json?: unknown, schema?: Parser<T>): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', json, schema });
}

/**
 * The text a form shows for a failed request: the server's message, or the given fallback when the server
 * answered without one, or the network fallback when the request never got an answer.
 */
export function errorMessageFor(error: unknown, fallbacks: { server: string; network: string }): string {
  if (isApiError(error)) return error.serverMessage ?? fallbacks.server;
  return fallbacks.network;
}

/**
 * The server's own words when it refused for a reason the person can act on: an action they may not take yet
 * (403, such as sending before confirming an e-mail address), too many files waiting (409), a file too large
 * or upload space full (413), the academy's storage nearly full (507). They say what to do, which a generic
 * failure text cannot; any other failure keeps its generic text (undefined).
 */
export function refusalMessageOf(error: unknown): string | undefined {
  return isApiError(error) && [403, 409, 413, 507].includes(error.status) ? error.serverMessage : undefined;
}
