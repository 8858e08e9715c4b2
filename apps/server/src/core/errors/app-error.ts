import type { FieldError } from '@hms/shared/api';

/** Each code's HTTP status: a code exists by having one. */
const statusOf = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;

type AppErrorCode = keyof typeof statusOf;

/**
 * The one error type services throw; the error handler turns it into the failure envelope
 * (docs/product-rules.md#error-envelope).
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  get statusCode(): number {
    return statusOf[this.code];
  }
}

/** A request refused for what one field holds: the failure names the field with the message. */
export function fieldError(code: AppErrorCode, path: string, message: string): AppError {
  return new AppError(code, message, { errors: [{ path, message }] });
}
