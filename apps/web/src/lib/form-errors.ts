import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** Puts the server's 400 field messages under the matching inputs; unknown paths are ignored. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const { path, message } of error.errors) {
    if (fieldNames.includes(path)) setError(path as Path<T>, { type: 'server', message });
  }
}
