import type { ZodType } from 'zod';
import type { FieldError } from '@hms/shared/api';
import { REQUEST_TIMEOUT_MS } from '@hms/shared/constants';
import { clearToken, getToken } from './auth-token';

export const API_BASE_URL = '/api';

/**
 * Every failed call ends in this one error. `status` 0 means no answer arrived (network failure or
 * the 10 s timeout); `message` is the server's sentence, or empty when it sent none, so callers can
 * fall back to their own wording.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];

  constructor(status: number, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * The app registers here what a rejected session means for the screen (redirect, toast), so this
 * module stays free of router and UI code. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function toApiError(status: number, payload: unknown): Promise<ApiError> {
  // Loaded on the first failure: the sign-in page does not need Zod until it has an answer.
  let errorResponseSchema;
  try {
    ({ errorResponseSchema } = await import('@hms/shared/api'));
  } catch {
    return new ApiError(status, '');
  }
  const envelope = errorResponseSchema.safeParse(payload);
  if (!envelope.success) return new ApiError(status, '');
  return new ApiError(status, envelope.data.message, envelope.data.errors ?? []);
}

function isFailureEnvelope(payload: unknown): boolean {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    'success' in payload &&
    payload.success === false
  );
}

/**
 * The schema an answer is checked against, or its promise: a caller that loads its schema lazily
 * (the sign-in page's, see features/auth/api) hands the promise over so the download and the call
 * run at the same time.
 */
type SchemaSource<T> = ZodType<T> | PromiseLike<ZodType<T>>;

/** What a call's answer became: the value read from a success, or the payload of a failure. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; payload: unknown };

type ExchangeOptions<R> = RequestOptions & {
  accept: string;
  timeoutMs: number;
  /** Reads a 2xx answer; a success envelope may still say `success: false`. */
  read: (response: Response) => Promise<Outcome<R>>;
};

/**
 * One call: the stored token, the timeout, the caller's cancellation, and every failure turned
 * into an ApiError (a 401 with a token ending the session). Exported for calls whose answer is
 * read as it arrives (api-json-lines.ts).
 */
export async function exchange<R>(
  method: Method,
  path: string,
  { body, signal, accept, timeoutMs, read }: ExchangeOptions<R>,
): Promise<R> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  // TanStack Query cancels through its own signal; pass that on to fetch as well.
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  let outcome: Outcome<R>;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    outcome = response.ok ? await read(response) : { ok: false, payload: await readJson(response) };
  } catch (error) {
    if (timedOut) throw new ApiError(0, 'The request timed out.');
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'The server could not be reached.');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  if (!outcome.ok) {
    const error = await toApiError(response.status, outcome.payload);
    // A 401 without a token is a refused sign-in (wrong password), not an expired session.
    if (response.status === 401 && token) {
      clearToken();
      for (const listener of unauthorizedListeners) listener(error);
    }
    throw error;
  }
  return outcome.value;
}

async function request<T>(
  method: Method,
  path: string,
  schema: SchemaSource<T>,
  options: RequestOptions = {},
): Promise<T> {
  // A schema still downloading can fail while the call fails too; the call's error is the one
  // reported, and the schema's must not surface as an unhandled rejection.
  const schemaReady = Promise.resolve(schema);
  schemaReady.catch(() => {});
  const payload = await exchange(method, path, {
    ...options,
    accept: 'application/json',
    timeoutMs: REQUEST_TIMEOUT_MS,
    read: async (response): Promise<Outcome<unknown>> => {
      const payload = await readJson(response);
      return isFailureEnvelope(payload) ? { ok: false, payload } : { ok: true, value: payload };
    },
  });
  return (await schemaReady).parse(payload);
}

/** A file the server sends as an attachment, and the name it gives it. */
export type DownloadedFile = { blob: Blob; filename: string | undefined };

/**
 * A whole export is read before it is saved, so a download gets longer than a JSON call: the dues
 * CSV of a campus streams from the server slice by slice.
 */
const DOWNLOAD_TIMEOUT_MS = 120_000;

/** `attachment; filename="RCPT-2026-27-000123.pdf"` → the name, when the header gives one. */
function filenameOf(response: Response): string | undefined {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(header)?.[1];
}

/**
 * A download that needs the session's bearer token, which a plain link cannot send: fetched here
 * and handed back as a Blob for the page to save. Failures are ApiErrors, as for any call.
 */
function download(
  path: string,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<DownloadedFile> {
  return exchange('GET', path, {
    ...options,
    accept: '*/*',
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
    read: async (response): Promise<Outcome<DownloadedFile>> => ({
      ok: true,
      value: { blob: await response.blob(), filename: filenameOf(response) },
    }),
  });
}

export const apiClient = {
  get: <T>(path: string, schema: SchemaSource<T>, options?: Omit<RequestOptions, 'body'>) =>
    request('GET', path, schema, options),
  post: <T>(path: string, body: unknown, schema: SchemaSource<T>, options?: RequestOptions) =>
    request('POST', path, schema, { ...options, body }),
  put: <T>(path: string, body: unknown, schema: SchemaSource<T>, options?: RequestOptions) =>
    request('PUT', path, schema, { ...options, body }),
  delete: <T>(path: string, schema: SchemaSource<T>, options?: Omit<RequestOptions, 'body'>) =>
    request('DELETE', path, schema, options),
  download,
};
