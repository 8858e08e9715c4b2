import { AppError } from '../../core/errors/app-error';

/** A request refused for what one field holds: the failure names the field with the message. */
export const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', message, { errors: [{ path, message }] });
