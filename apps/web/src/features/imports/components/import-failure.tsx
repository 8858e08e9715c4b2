import { CircleAlert } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { importMessages } from '@hms/shared/imports';
import { ImportStopped } from '../api/run-import';

/** Sentences to show: under the field they are about, or for the import as a whole (`form`). */
export type ImportProblems = {
  file?: string | undefined;
  hostel?: string | undefined;
  initialPassword?: string | undefined;
  form?: string | undefined;
};

const fields = ['file', 'hostel', 'initialPassword'] as const;

/**
 * Where a failed check or save says why. A file too large, or one the server could not take as a
 * whole (no rows, a missing column), is the file field's problem; a refused choice is its field's;
 * a save stopped part way, or no answer, is the import's.
 */
export function problemsOf(error: unknown, fallback: string): ImportProblems {
  if (error instanceof ImportStopped) return { form: error.message };
  if (!(error instanceof ApiError) || error.status === 0) {
    return { form: getErrorMessage(error, fallback) };
  }
  if (error.status === 413) return { file: error.message || importMessages.fileTooLarge };
  const found: ImportProblems = {};
  for (const { path, message } of error.errors) {
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    if (field) found[field] ??= message;
  }
  if (Object.keys(found).length > 0) return found;
  if (error.status === 400) return { file: error.message || fallback };
  return { form: error.message || fallback };
}

/** The import's own failure, announced as it appears. */
export function ImportFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
