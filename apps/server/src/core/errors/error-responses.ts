import { errorResponseSchema } from '@hms/shared/api';

/**
 * The failure answers a guarded route can give (docs/product-rules.md#status-codes), for its
 * response schema and the OpenAPI document. Public routes add 429; none is listed that a route
 * cannot produce.
 */
export const guardedErrorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
