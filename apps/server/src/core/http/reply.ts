/**
 * The success envelope every JSON answer of the API wears (packages/shared/src/api.ts,
 * successResponseSchema). Typed by what it wraps, so a route's Zod response schema still checks
 * the answer.
 */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

/**
 * The envelope around fields of the answer's own beside `success`: a page of a list (`data` and
 * `pagination`), a session (`token` and `user`), a count or a message.
 */
export function okWith<T extends object>(fields: T): { success: true } & T {
  return { success: true, ...fields };
}
