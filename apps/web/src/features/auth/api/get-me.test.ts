import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@hms/shared/constants';
import { ApiError } from '@/lib/api-client';
import { getToken, setToken } from '@/lib/auth-token';
import { createAdmin } from '@/testing/factories';
import { mockApi, type MockReply } from '@/testing/mock-api';
import { getMe } from './get-me';

const TOKEN = 'a.stored.token';

const serverError = (status: number): MockReply => ({
  status,
  body: { success: false, message: 'The server is busy. Please try again in a moment.' },
});

/** A fetch that fails without an answer, as the browser's does. */
function failingFetch(error: Error) {
  mockApi().mockRejectedValueOnce(error);
}

async function statusOfFailure(): Promise<number> {
  try {
    await getMe();
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
  throw new Error('expected the session check to fail');
}

describe('the session check (docs/product-rules.md#sessions)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['a 500', () => mockApi({ 'GET /api/auth/me': serverError(500) }), 500],
    ['a 503', () => mockApi({ 'GET /api/auth/me': serverError(503) }), 503],
    ['a network error', () => failingFetch(new TypeError('Failed to fetch')), 0],
    [
      'a request cut off as the page is left',
      () => failingFetch(new DOMException('The user aborted a request.', 'AbortError')),
      0,
    ],
  ])('keeps the stored token after %s', async (_what, arrange, status) => {
    setToken(TOKEN);
    arrange();

    expect(await statusOfFailure()).toBe(status);
    expect(getToken()).toBe(TOKEN);
  });

  it('keeps the stored token when the check times out', async () => {
    vi.useFakeTimers();
    setToken(TOKEN);
    const fetchMock = mockApi();
    fetchMock.mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );

    const failure = statusOfFailure();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);

    expect(await failure).toBe(0);
    expect(getToken()).toBe(TOKEN);
  });

  it('drops the stored token the server refuses with a 401', async () => {
    setToken(TOKEN);
    mockApi({
      'GET /api/auth/me': {
        status: 401,
        body: { success: false, message: 'Your session has expired. Please sign in again.' },
      },
    });

    expect(await statusOfFailure()).toBe(401);
    expect(getToken()).toBeNull();
  });

  it('answers the user the token stands for', async () => {
    const admin = createAdmin();
    setToken(TOKEN);
    mockApi({ 'GET /api/auth/me': { body: { success: true, data: admin } } });

    await expect(getMe()).resolves.toEqual(admin);
    expect(getToken()).toBe(TOKEN);
  });
});
