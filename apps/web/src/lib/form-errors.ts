import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * The form field a server path belongs to: the path itself ('fees.monthly'), or the nearest field
 * above it ('amenities.3' -> 'amenities', one bad item of a list typed as one text box).
 */
function fieldFor(path: string, fieldNames: readonly string[]): string | undefined {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const candidate = parts.slice(0, length).join('.');
    if (fieldNames.includes(candidate)) return candidate;
  }
  return undefined;
}

/** Puts the server's 400 field messages under the matching inputs; unknown paths are ignored. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const { path, message } of error.errors) {
    const field = fieldFor(path, fieldNames);
    if (field) setError(field as Path<T>, { type: 'server', message });
  }
}

/**
 * `handleSubmit`'s callback for a form whose save may be refused with field messages. The mutation
 * has already told the user (toast); here the fields get their own messages, and the submit
 * settles either way so the form stays usable.
 */
export function withFieldErrors<Input, T extends FieldValues>(
  save: (input: Input) => Promise<unknown>,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): (input: Input) => Promise<void> {
  return async (input) => {
    try {
      await save(input);
    } catch (error) {
      applyFieldErrors(error, setError, fieldNames);
    }
  };
}
