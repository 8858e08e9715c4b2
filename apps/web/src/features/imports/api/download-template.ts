import type { ImportKind } from '@hms/shared/imports';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** Saves a kind's CSV template, its columns in order and an example row, for the office to fill. */
export async function downloadTemplate(kind: ImportKind): Promise<void> {
  const file = await apiClient.download(`/imports/${kind}/template.csv`);
  saveFile(file, `${kind}-template.csv`);
}
