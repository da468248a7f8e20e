import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one error type services throw. Its message is shown to people, so write it for them. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Please sign in to continue') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'rate_limited',
    'Too many attempts. Please wait a few minutes and try again.',
    undefined,
    {
      'retry-after': String(retryAfterSeconds),
    },
  );

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: { keys?: string[] };
}

/** Turns schema issues into `{ field: message }`, naming unknown fields too (bodies are strict). */
function fieldsFromIssues(issues: ValidationIssue[], context: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && issue.params?.keys) {
      for (const key of issue.params.keys) fields[path ? `${path}.${key}` : key] = 'Unknown field';
      continue;
    }
    const name = path || context || 'body';
    fields[name] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/** A zod issue, as `safeParse` reports it for bodies checked outside Fastify (multipart fields). */
interface ZodIssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
}

/** 400 naming every field at fault, worded as the validation errors of JSON bodies are. */
export function refusedFields(issues: readonly ZodIssueLike[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) fields[key] = 'Unknown field';
      continue;
    }
    fields[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  }
  return badRequest(summarise(fields), fields);
}

function summarise(fields: Record<string, string>): string {
  const entries = Object.entries(fields);
  if (entries.length === 1) {
    const [name, message] = entries[0]!;
    return `${name}: ${message}`;
  }
  return `Please check these fields: ${entries.map(([name]) => name).join(', ')}`;
}

/** The booking calls keep the provider's `success`/`error` envelope (public-site §7) on errors too. */
function withEnvelope(request: FastifyRequest, body: { message: string }) {
  return request.url.startsWith('/api/booking/') ? { success: false, error: body.message, ...body } : body;
}

function errorReply(error: FastifyError | AppError, request: FastifyRequest) {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { message: error.message, ...(error.fields && { fields: error.fields }) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldsFromIssues(error.validation as ValidationIssue[], error.validationContext);
    return { status: 400, body: { message: summarise(fields), fields } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, wrong content type) are safe to repeat.
    if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return {
        status,
        body: { message: 'The request body is not valid JSON', fields: { body: 'Invalid JSON' } },
      };
    }
    if (status === 400 && error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return {
        status,
        body: { message: 'The request body is empty: send JSON', fields: { body: 'Expected a JSON body' } },
      };
    }
    return { status, body: { message: error.message } };
  }
  request.log.error({ err: error }, 'request failed');
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    const { status, body } = errorReply(error, request);
    return reply.status(status).send(withEnvelope(request, body));
  });
}
