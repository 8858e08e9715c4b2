import type { FieldError } from '@hms/shared/api';
import { apiMessages } from '@hms/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../core/errors/app-error';

type Envelope = { success: false; message: string; errors?: FieldError[] };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** What a body over the route's limit is told, where the route takes more than the usual 1 MB. */
    tooLargeMessage?: string;
  }
}

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

function fastifyErrorToAppError(error: FastifyError, request: FastifyRequest) {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        request.routeOptions.config.tooLargeMessage ?? apiMessages.bodyTooLarge,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', apiMessages.unsupportedMediaType);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('VALIDATION', apiMessages.malformedJson);
    default:
      return error instanceof SyntaxError
        ? new AppError('VALIDATION', apiMessages.malformedJson)
        : undefined;
  }
}

/**
 * Text the database cannot keep as sent. PostgreSQL refuses U+0000 and fails the whole statement;
 * PGlite miscounts a lone UTF-16 surrogate after a non-ASCII character and either fails the
 * statement or cuts the text short. Both ended as 500s or altered data, so they are refused as bad
 * input before any handler runs (docs/product-rules.md#input-handling).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Every string (and key) that cannot be stored, named like the validation errors: `fees.monthly`. */
function unstorableFields(value: unknown, path: string, part: string, found: FieldError[]) {
  const at = (key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  if (typeof value === 'string') {
    if (unstorable(value))
      found.push({ path: path === '' ? part : path, message: apiMessages.unstorableText });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unstorableFields(item, at(index), part, found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (unstorable(key)) found.push({ path: at(key), message: apiMessages.unstorableText });
      unstorableFields(item, at(key), part, found);
    }
  }
  return found;
}

/**
 * Fastify answers a URL it cannot decode (`%E0%A4%A`) and an over-long path parameter itself,
 * before any route or error handler; without this option those answers leave the envelope.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const message = tooLong ? apiMessages.addressTooLong : apiMessages.addressInvalid;
  return reply.status(tooLong ? 414 : 400).send({ success: false, message } satisfies Envelope);
}

/**
 * The single error handler: every failure leaves as `{ success: false, message, errors? }`.
 * Anything that is not the client's fault is logged and answered with a plain 500.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  // After validation, so a form's own field messages come first and unknown fields are already
  // dropped, and before any handler touches the database. Only the parts a route declares are
  // checked: a route that ignores its query string still ignores it.
  app.addHook('preHandler', async (request) => {
    const schema = request.routeOptions.schema;
    const found: FieldError[] = [];
    if (schema?.params) unstorableFields(request.params, '', 'params', found);
    if (schema?.querystring) unstorableFields(request.query, '', 'querystring', found);
    if (schema?.body) unstorableFields(request.body, '', 'body', found);
    const first = found[0];
    if (first) throw new AppError('VALIDATION', first.message, { errors: firstPerField(found) });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const errors = firstPerField(
        error.validation.map((issue) => ({
          path: fieldPath(issue.instancePath, part),
          // By the instance path: a field may itself be named `body` (a notice's text).
          message:
            issue.instancePath.replace(/^\//, '') === ''
              ? apiMessages.bodyNotObject
              : (issue.message ?? apiMessages.invalidInput),
        })),
      );
      const message = errors[0]?.message ?? apiMessages.invalidInput;
      return reply.status(400).send({ success: false, message, errors } satisfies Envelope);
    }

    const appError = error instanceof AppError ? error : fastifyErrorToAppError(error, request);
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
