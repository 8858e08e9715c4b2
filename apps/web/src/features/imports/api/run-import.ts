import {
  importEventSchema,
  type ImportEvent,
  type ImportKind,
  type ImportReport,
  type RoomImportInput,
  type StudentImportInput,
} from '@hms/shared/imports';
import { postJsonLines } from '@/lib/api-json-lines';

/** What one run sends: a students file with its first password, or a hostel's rooms. */
export type ImportRequest =
  { kind: 'students'; body: StudentImportInput } | { kind: 'rooms'; body: RoomImportInput };

export type ImportProgress = Extract<ImportEvent, { type: 'progress' }>;

/** The server stopped part way and said why; all or nothing, so nothing was saved. */
export class ImportStopped extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportStopped';
  }
}

export const cutOffMessage =
  'The answer was cut off before its end. Check the file again to see what it would still change.';

export function importPath(kind: ImportKind): string {
  return `/imports/${kind}`;
}

/**
 * Sends a file to be checked or saved and follows the answer (docs/decisions/046): progress as it
 * comes, then the report. An error line, or an answer that ends without a report, throws.
 */
export async function runImport(
  request: ImportRequest,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportReport> {
  let report: ImportReport | undefined;
  let stopped: string | undefined;
  await postJsonLines(importPath(request.kind), request.body, (line) => {
    const event = importEventSchema.parse(line);
    if (event.type === 'progress') onProgress(event);
    else if (event.type === 'report') report = event.report;
    else stopped = event.error.message;
  });
  if (stopped !== undefined) throw new ImportStopped(stopped);
  if (!report) throw new ImportStopped(cutOffMessage);
  return report;
}
