// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost, errorMessageFor } from './api';

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiGet', () => {
  it('sends credentials and parses JSON through the schema', async () => {
    const fetchMock = mockFetch(new Response(JSON.stringify({ n: 1 }), { status: 200 }));
    const schema = { parse: (data: unknown) => data as { n: number } };

    await expect(apiGet('/api/thing', schema)).resolves.toEqual({ n: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/thing');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');
  });

  it('raises "{status}: {body}" for a non-OK answer, keeping the parsed body', async () => {
    const body = JSON.stringify({ message: 'Email already registered', fields: { email: 'Taken' } });
    mockFetch(new Response(body, { status: 409, statusText: 'Conflict' }));

    const error = await apiGet('/api/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`409: ${body}`);
    expect(apiError.status).toBe(409);
    expect(apiError.serverMessage).toBe('Email already registered');
    expect(apiError.fieldErrors).toEqual({ email: 'Taken' });
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiGet('/api/thing')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('apiPost', () => {
  it('sends no Content-Type and no body when there is nothing to send', async () => {
    const fetchMock = mockFetch(new Response(JSON.stringify({ message: 'ok' }), { status: 200 }));
    await apiPost('/api/portal/logout');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends JSON with a JSON Content-Type', async () => {
    const fetchMock = mockFetch(new Response(JSON.stringify({ message: 'ok' }), { status: 200 }));
    await apiPost('/api/forgot-password', { email: 'a@b.co', userType: 'student' });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"email":"a@b.co","userType":"student"}');
  });
});

describe('errorMessageFor', () => {
  const fallbacks = { server: 'Login failed', network: 'Login failed. Please try again.' };

  it("uses the server's message, then the server fallback, then the network fallback", () => {
    expect(
      errorMessageFor(
        new ApiError(401, 'Unauthorized', '', { message: 'Invalid email or password' }),
        fallbacks,
      ),
    ).toBe('Invalid email or password');
    expect(errorMessageFor(new ApiError(500, 'Internal Server Error', 'oops', undefined), fallbacks)).toBe(
      'Login failed',
    );
    expect(errorMessageFor(new TypeError('Failed to fetch'), fallbacks)).toBe(
      'Login failed. Please try again.',
    );
  });
});
