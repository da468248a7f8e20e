import type { Clock } from '../../../clock';
import { LimiterAbortedError, type RequestLimiter, requestLimiter } from './request-limiter';

/** An error object the provider answered (JSON-RPC 2.0 `error`): it understood us and said no. */
export class JsonRpcError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'JsonRpcError';
  }
}

/** The provider could not be reached or answered something that is not JSON-RPC. */
export class JsonRpcTransportError extends Error {
  constructor(
    readonly method: string,
    readonly kind: 'timeout' | 'network' | 'http' | 'malformed',
    readonly httpStatus?: number,
  ) {
    super(`${method}: ${kind}${httpStatus ? ` ${httpStatus}` : ''}`);
    this.name = 'JsonRpcTransportError';
  }
}

/**
 * SimplyBook answers a missing, expired or revoked token with "Access denied" (-32600); some
 * gateways answer 401/403 instead. Either way a new token may help, once.
 */
const ACCESS_DENIED = -32600;

export const SIMPLYBOOK_LIMITS = {
  concurrency: 2,
  perInterval: 5,
  // The provider counts requests as they arrive; a tenth of a second of slack absorbs network jitter
  // so that five calls started one second apart never land inside one of its seconds.
  intervalMs: 1100,
} as const;

/** Tokens live one hour; renewing after fifty minutes keeps a slow call from outliving its token. */
export const TOKEN_RENEW_AFTER_MS = 50 * 60_000;
export const CALL_TIMEOUT_MS = 10_000;

export interface JsonRpcClientOptions {
  apiUrl: string;
  company: string;
  apiKey: string;
  /** The server's clock, for the token's age. */
  clock: Clock;
  timeoutMs?: number;
  limiter?: RequestLimiter;
  fetch?: typeof fetch;
}

export interface JsonRpcClient {
  /** Calls a public-service method with positional params, under the limiter, with a valid token. */
  call<T>(method: string, params: unknown[]): Promise<T>;
}

interface JsonRpcResponse {
  jsonrpc?: string;
  id?: unknown;
  result?: unknown;
  error?: { code?: unknown; message?: unknown } | null;
}

/** A JSON-RPC 2.0 client for SimplyBook.me's company public service (token login, then calls). */
export function jsonRpcClient(options: JsonRpcClientOptions): JsonRpcClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? CALL_TIMEOUT_MS;
  const limiter = options.limiter ?? requestLimiter(SIMPLYBOOK_LIMITS);
  let nextId = 1;
  let token: { value: string; issuedAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  async function post(
    url: string,
    method: string,
    params: unknown[],
    headers: Record<string, string>,
    signal: AbortSignal,
  ): Promise<unknown> {
    const id = nextId++;
    return limiter.run(async () => {
      let response: Response;
      let body: JsonRpcResponse | undefined;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
          body: JSON.stringify({ jsonrpc: '2.0', method, params, id }),
          signal,
        });
        const text = await response.text();
        try {
          body = text ? (JSON.parse(text) as JsonRpcResponse) : undefined;
        } catch {
          body = undefined;
        }
      } catch {
        throw new JsonRpcTransportError(method, signal.aborted ? 'timeout' : 'network');
      }
      // Some servers send a JSON-RPC error with a 4xx/5xx status: the error object says more.
      if (body && typeof body === 'object' && body.error) {
        const code = Number(body.error.code);
        throw new JsonRpcError(
          method,
          Number.isFinite(code) ? code : 0,
          typeof body.error.message === 'string' ? body.error.message : 'Unknown error',
        );
      }
      if (response.status === 401 || response.status === 403) {
        throw new JsonRpcError(method, ACCESS_DENIED, 'Access denied');
      }
      if (!response.ok) throw new JsonRpcTransportError(method, 'http', response.status);
      if (!body || typeof body !== 'object' || !('result' in body) || body.id !== id) {
        throw new JsonRpcTransportError(method, 'malformed');
      }
      return body.result;
    }, signal);
  }

  function currentToken(): Promise<string> {
    const now = options.clock().getTime();
    if (token && now - token.issuedAt < TOKEN_RENEW_AFTER_MS) return Promise.resolve(token.value);
    // Concurrent callers share one login rather than each asking for a token; it has its own
    // deadline, so that one caller giving up does not fail the others.
    pendingToken ??= post(
      `${options.apiUrl}/login`,
      'getToken',
      [options.company, options.apiKey],
      {},
      AbortSignal.timeout(timeoutMs),
    )
      .then((result) => {
        if (typeof result !== 'string' || result.length === 0) {
          throw new JsonRpcTransportError('getToken', 'malformed');
        }
        token = { value: result, issuedAt: options.clock().getTime() };
        return result;
      })
      .finally(() => {
        pendingToken = null;
      });
    return pendingToken;
  }

  function send(method: string, params: unknown[], value: string, signal: AbortSignal) {
    return post(
      options.apiUrl,
      method,
      params,
      { 'X-Company-Login': options.company, 'X-Token': value },
      signal,
    );
  }

  return {
    async call<T>(method: string, params: unknown[]): Promise<T> {
      // One deadline for the whole call: waiting for a place, logging in, the request and its retry.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      const { signal } = controller;
      try {
        const first = await currentToken();
        try {
          return (await send(method, params, first, signal)) as T;
        } catch (err) {
          if (!(err instanceof JsonRpcError && err.code === ACCESS_DENIED)) throw err;
          // The token expired or was revoked early: forget it (unless another call already has) and
          // try once more with a new one.
          if (token?.value === first) token = null;
          const fresh = await currentToken();
          return (await send(method, params, fresh, signal)) as T;
        }
      } catch (err) {
        if (err instanceof LimiterAbortedError || (signal.aborted && !(err instanceof JsonRpcError))) {
          throw new JsonRpcTransportError(method, 'timeout');
        }
        throw err;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
