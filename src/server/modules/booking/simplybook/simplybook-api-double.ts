import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for SimplyBook.me's JSON-RPC API on loopback, for tests. It checks what the real API
 * requires (getToken on /login with the company login and API key; every other call on / with
 * X-Company-Login and a live X-Token; the documented method names and positional parameters) and
 * writes down anything else as a violation. Tests can expire tokens, queue faults, slow it down,
 * and read the calls it saw with their arrival times and the most it had in flight at once.
 */

export interface DoubleCall {
  path: string;
  method: string;
  params: unknown[];
  token: string | undefined;
  /** performance.now() when the request arrived. */
  at: number;
}

export type Fault =
  | { code: number | string; message: string }
  | { httpStatus: number; body?: string }
  | { hangUp: true }
  | { delayMs: number };

export interface DoubleOptions {
  company: string;
  apiKey: string;
  events: Record<string, Record<string, unknown>>;
  units: Record<string, Record<string, unknown>>;
  /** Open start times ('HH:MM:SS') per date; booking one takes it away. */
  slots: Record<string, string[]>;
}

const isDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function startSimplybookDouble(options: DoubleOptions) {
  const calls: DoubleCall[] = [];
  const violations: string[] = [];
  const faults = new Map<string, Fault[]>();
  const liveTokens = new Set<string>();
  const issued: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let delayMs = 0;
  let nextBookingId = 9001;

  const error = (code: number | string, message: string) => ({ error: { code, message } });

  function checkParams(method: string, params: unknown[]): string | null {
    switch (method) {
      case 'getEventList':
        return params.length <= 4 ? null : 'getEventList takes at most 4 params';
      case 'getUnitList':
        return params.length <= 3 ? null : 'getUnitList takes at most 3 params';
      case 'getStartTimeMatrix': {
        const [from, to, eventId, unitId, count] = params;
        if (params.length !== 5) return 'getStartTimeMatrix(from, to, eventId, unitId, count)';
        if (!isDate(from) || !isDate(to)) return 'getStartTimeMatrix dates must be Y-m-d strings';
        if (!isInt(eventId)) return 'getStartTimeMatrix eventId must be an integer';
        if (unitId !== null && !isInt(unitId)) return 'getStartTimeMatrix unitId must be an integer or null';
        if (!isInt(count) || (count as number) < 1) return 'getStartTimeMatrix count must be >= 1';
        return null;
      }
      case 'book': {
        const [eventId, unitId, date, time, client, additional, count] = params;
        if (params.length < 6 || params.length > 9)
          return 'book(eventId, unitId, date, time, clientData, additional, count)';
        if (!isInt(eventId)) return 'book eventId must be an integer';
        if (unitId !== null && !isInt(unitId)) return 'book unitId must be an integer or null';
        if (!isDate(date)) return 'book date must be Y-m-d';
        if (typeof time !== 'string' || !/^\d{2}:\d{2}:\d{2}$/.test(time)) return 'book time must be H:i:s';
        if (!isObject(client)) return 'book clientData must be an object';
        const c = client as Record<string, unknown>;
        if (typeof c.name !== 'string' || typeof c.email !== 'string' || typeof c.phone !== 'string') {
          return 'book clientData needs name, email and phone strings';
        }
        if (!isObject(additional)) return 'book additional must be an object';
        if (params.length > 6 && (!isInt(count) || (count as number) < 1)) return 'book count must be >= 1';
        return null;
      }
      default:
        return `unknown method ${method}`;
    }
  }

  function answer(method: string, params: unknown[]): unknown {
    switch (method) {
      case 'getEventList':
        return { result: options.events };
      case 'getUnitList':
        return { result: options.units };
      case 'getStartTimeMatrix': {
        const [from, to] = params as [string, string];
        const matrix: Record<string, string[]> = {};
        for (const [date, times] of Object.entries(options.slots)) {
          if (date >= from && date <= to) matrix[date] = [...times];
        }
        return { result: matrix };
      }
      case 'book': {
        const [eventId, unitId, date, time, client] = params as [
          number,
          number | null,
          string,
          string,
          { email: string },
        ];
        if (!options.events[String(eventId)]) return error(-32051, 'Selected event id is not available');
        if (client.email.endsWith('.invalid')) return error(-32062, 'Client email value is wrong');
        const open = options.slots[date] ?? [];
        if (!open.includes(time)) return error(-32054, 'Selected time start is not available');
        options.slots[date] = open.filter((t) => t !== time);
        const event = options.events[String(eventId)]!;
        const end = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + Number(event.duration);
        const endTime = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}:00`;
        const id = String(nextBookingId++);
        return {
          result: {
            require_confirm: false,
            bookings: [
              {
                id,
                event_id: String(eventId),
                unit_id: String(unitId ?? 1),
                client_id: '77',
                start_date_time: `${date} ${time}`,
                end_date_time: `${date} ${endTime}`,
                time_offset: '0',
                is_confirmed: '1',
                code: `sb${id}x`,
                hash: 'c0ffee',
              },
            ],
            batch_type: false,
            recurrent_batch_id: false,
            batch_hash: false,
          },
        };
      }
      default:
        return error(-32601, 'Method not found');
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const path = (req.url ?? '/').split('?')[0]!;
    let body: { jsonrpc?: unknown; method?: unknown; params?: unknown; id?: unknown };
    try {
      body = JSON.parse(raw);
    } catch {
      violations.push(`${path}: body is not JSON`);
      return send(res, 400, { error: { code: -32700, message: 'Parse error' } });
    }
    const method = typeof body.method === 'string' ? body.method : '';
    const params = Array.isArray(body.params) ? body.params : [];
    const token = req.headers['x-token'] as string | undefined;
    calls.push({ path, method, params, token, at: performance.now() });
    const reply = (payload: object) => send(res, 200, { jsonrpc: '2.0', id: body.id ?? null, ...payload });

    if (req.method !== 'POST') violations.push(`${method}: ${req.method} instead of POST`);
    if (!String(req.headers['content-type']).startsWith('application/json')) {
      violations.push(`${method}: content-type ${req.headers['content-type']}`);
    }
    if (body.jsonrpc !== '2.0' || body.id === undefined || !Array.isArray(body.params)) {
      violations.push(`${method}: not a JSON-RPC 2.0 request with positional params`);
      return reply(error(-32600, 'Invalid Request'));
    }

    const fault = faults.get(method)?.shift();
    if (fault && 'delayMs' in fault) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (fault && 'hangUp' in fault) return res.socket?.destroy();
    if (fault && 'httpStatus' in fault) {
      res.writeHead(fault.httpStatus, { 'content-type': 'text/html' });
      return res.end(fault.body ?? '<h1>Bad gateway</h1>');
    }
    if (fault && 'code' in fault) return reply(error(fault.code, fault.message));

    if (path === '/login') {
      if (method !== 'getToken') violations.push(`/login: ${method} instead of getToken`);
      const [company, key] = params;
      if (typeof company !== 'string' || typeof key !== 'string' || params.length !== 2) {
        violations.push('getToken(companyLogin, apiKey) takes two strings');
      }
      if (company !== options.company) return reply(error(-33001, 'Company does not exist'));
      if (key !== options.apiKey) return reply(error(-33002, 'Wrong API key'));
      const value = `token-${issued.length + 1}-${Math.random().toString(36).slice(2, 10)}`;
      issued.push(value);
      liveTokens.add(value);
      return reply({ result: value });
    }
    if (path !== '/') {
      violations.push(`${method} sent to ${path}`);
      return send(res, 404, {});
    }
    if (req.headers['x-company-login'] !== options.company) {
      violations.push(`${method}: X-Company-Login is ${req.headers['x-company-login']}`);
      return reply(error(-32600, 'Access denied'));
    }
    if (!token || !issued.includes(token)) violations.push(`${method}: X-Token was never issued`);
    if (!token || !liveTokens.has(token)) return reply(error(-32600, 'Access denied'));
    const problem = checkParams(method, params);
    if (problem) {
      violations.push(problem);
      return reply(error(-32602, 'Invalid params'));
    }
    return reply(answer(method, params) as object);
  }

  function send(res: ServerResponse, status: number, payload: object) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(payload));
  }

  const server: Server = createServer((req, res) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    let done = false;
    const finish = () => {
      if (!done) {
        done = true;
        inFlight--;
      }
    };
    res.on('close', finish);
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      void handle(req, res, raw);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    violations,
    /** Tokens handed out by getToken, oldest first. */
    issued,
    get maxInFlight() {
      return maxInFlight;
    },
    setDelay(ms: number) {
      delayMs = ms;
    },
    /** The next calls of `method` fail (or stall) in the given ways, in order. */
    fail(method: string, ...list: Fault[]) {
      faults.set(method, [...(faults.get(method) ?? []), ...list]);
    },
    /** Every token issued so far stops working, as after its hour. */
    expireTokens() {
      liveTokens.clear();
    },
    resetStats() {
      calls.length = 0;
      maxInFlight = inFlight;
    },
    callsOf(method: string) {
      return calls.filter((c) => c.method === method);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type SimplybookDouble = Awaited<ReturnType<typeof startSimplybookDouble>>;
