import { z } from 'zod';

/** The failure envelope of docs/product-rules.md#error-envelope. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export function successResponseSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** Liveness: the process answers; it asks nothing of the database (docs/operations.md). */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  /** The product's version (docs/upgrading.md). */
  version: z.string(),
  /** Which database the server is set up for; not whether it answers (that is readiness). */
  database: z.enum(['pglite', 'postgres']),
});

export const readinessResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});

/** `:id` in a path. A malformed id is bad input (400), not a missing record. */
export const idParamsSchema = z.object({
  id: z.uuid({ error: 'The id in the address is not valid.' }),
});

export const deletedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ _id: z.string() }),
});
