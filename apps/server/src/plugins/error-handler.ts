import type { FieldError } from '@hms/shared/api';
import { apiMessages } from '@hms/shared/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';

type Envelope = { success: false; message: string; errors?: FieldError[] };

/** `/fees/monthly` -> `fees.monthly`; the root is named after the part: `body`, `querystring`, `params`. */
function fieldPath(instancePath: string, part: string): string {
  const trimmed = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return trimmed === '' ? part : trimmed;
}

/** One message per field, the first that applies: the same one the form shows. */
function firstPerField(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => (seen.has(e.path) ? false : (seen.add(e.path), true)));
}

function fastifyErrorToAppError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', apiMessages.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', apiMessages.unsupportedMediaType);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('VALIDATION', apiMessages.malformedJson);
    default:
      break;
  }
  if (error instanceof SyntaxError) return new AppError('VALIDATION', apiMessages.malformedJson);
  return undefined;
}

/**
 * The single error handler: every failure leaves as `{ success: false, message, errors? }`.
 * Anything that is not the client's fault is logged and answered with a plain 500.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const errors = firstPerField(
        error.validation.map((issue) => {
          const path = fieldPath(issue.instancePath, part);
          const atRoot = path === part;
          return {
            path,
            message: atRoot
              ? apiMessages.bodyNotObject
              : (issue.message ?? apiMessages.invalidInput),
          };
        }),
      );
      const envelope: Envelope = {
        success: false,
        message: errors[0]?.message ?? apiMessages.invalidInput,
        errors,
      };
      return reply.status(400).send(envelope);
    }

    const appError = error instanceof AppError ? error : fastifyErrorToAppError(error);
    if (appError) {
      const envelope: Envelope = { success: false, message: appError.message };
      if (appError.errors) envelope.errors = appError.errors;
      return reply.status(appError.statusCode).headers(appError.headers).send(envelope);
    }

    // Other client errors raised by Fastify itself (bad URL encoding, 404 of a method, ...).
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ success: false, message: error.message });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: apiMessages.internal });
  });
});
