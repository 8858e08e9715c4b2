import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { REQUEST_TIMEOUT_MS } from '@hms/shared/constants';
import { mockApi, never, requestsTo } from '@/testing/mock-api';
import { ApiError, apiClient, onUnauthorized } from './api-client';
import { getToken, setToken } from './auth-token';

const okSchema = z.object({ success: z.literal(true), data: z.object({ value: z.number() }) });

async function captureError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('apiClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends JSON to /api and returns the parsed body', async () => {
    const fetchMock = mockApi({
      'POST /api/things': { body: { success: true, data: { value: 1 } } },
    });

    await expect(apiClient.post('/things', { name: 'x' }, okSchema)).resolves.toEqual({
      success: true,
      data: { value: 1 },
    });
    const [request] = requestsTo(fetchMock, 'POST /api/things');
    expect(request?.body).toEqual({ name: 'x' });
    expect(request?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends the stored token as a bearer header', async () => {
    setToken('abc.def');
    const fetchMock = mockApi({
      'GET /api/things': { body: { success: true, data: { value: 1 } } },
    });

    await apiClient.get('/things', okSchema);

    expect(requestsTo(fetchMock, 'GET /api/things')[0]?.headers.get('Authorization')).toBe(
      'Bearer abc.def',
    );
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = mockApi({
      'GET /api/things': { body: { success: true, data: { value: 1 } } },
    });

    await apiClient.get('/things', okSchema);

    expect(requestsTo(fetchMock, 'GET /api/things')[0]?.headers.has('Authorization')).toBe(false);
  });

  it('parses the failure envelope into an ApiError', async () => {
    mockApi({
      'POST /api/things': {
        status: 400,
        body: {
          success: false,
          message: 'Some fields need correcting.',
          errors: [{ path: 'email', message: 'Invalid email address' }],
        },
      },
    });

    const error = await captureError(apiClient.post('/things', {}, okSchema));

    expect(error.status).toBe(400);
    expect(error.message).toBe('Some fields need correcting.');
    expect(error.errors).toEqual([{ path: 'email', message: 'Invalid email address' }]);
  });

  it('gives an empty message when a failure has no envelope', async () => {
    mockApi({ 'GET /api/things': { status: 502, body: undefined } });

    const error = await captureError(apiClient.get('/things', okSchema));

    expect(error.status).toBe(502);
    expect(error.message).toBe('');
  });

  it('aborts after the 10 s timeout and fails with status 0', async () => {
    vi.useFakeTimers();
    const fetchMock = mockApi({ 'GET /api/slow': () => never() });
    // The mock ignores the signal; a real fetch rejects once it is aborted.
    fetchMock.mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );

    const result = captureError(apiClient.get('/slow', okSchema));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(signal?.aborted).toBe(true);
    expect((await result).status).toBe(0);
  });

  it('fails with status 0 when the server cannot be reached', async () => {
    const fetchMock = mockApi();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    expect((await captureError(apiClient.get('/config', okSchema))).status).toBe(0);
  });

  it('on a 401 with a token, clears the token and tells the unauthorized listeners', async () => {
    setToken('expired');
    mockApi({
      'GET /api/auth/me': {
        status: 401,
        body: { success: false, message: 'Your session has expired.' },
      },
    });
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);

    const error = await captureError(apiClient.get('/auth/me', okSchema));
    unsubscribe();

    expect(error.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(listener).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('on a 401 without a token (a refused sign-in), calls no listener', async () => {
    mockApi({
      'POST /api/admin/login': {
        status: 401,
        body: { success: false, message: 'Invalid credentials. Check them and try again.' },
      },
    });
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);

    const error = await captureError(apiClient.post('/admin/login', {}, okSchema));
    unsubscribe();

    expect(error.message).toBe('Invalid credentials. Check them and try again.');
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the token on other failures', async () => {
    setToken('valid');
    mockApi({ 'GET /api/things': { status: 403, body: { success: false, message: 'No.' } } });

    await captureError(apiClient.get('/things', okSchema));

    expect(getToken()).toBe('valid');
  });

  it('downloads a file with the bearer token, and the name the server gives it', async () => {
    setToken('abc.def');
    const fetchMock = mockApi({
      'GET /api/files/dues.csv': { file: { content: 'a,b\n', type: 'text/csv', name: 'dues.csv' } },
    });

    const file = await apiClient.download('/files/dues.csv');

    expect(file.filename).toBe('dues.csv');
    expect(await file.blob.text()).toBe('a,b\n');
    expect(requestsTo(fetchMock, 'GET /api/files/dues.csv')[0]?.headers.get('Authorization')).toBe(
      'Bearer abc.def',
    );
  });

  it("fails a download with the server's sentence, and a 401 ends the session", async () => {
    setToken('stale');
    mockApi({
      'GET /api/files/receipt.pdf': {
        status: 401,
        body: { success: false, message: 'Your session has expired.' },
      },
    });
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);

    const error = await captureError(apiClient.download('/files/receipt.pdf'));
    unsubscribe();

    expect(error.status).toBe(401);
    expect(error.message).toBe('Your session has expired.');
    expect(getToken()).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });
});
