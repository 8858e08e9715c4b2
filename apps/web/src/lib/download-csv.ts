import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * A list's CSV export with the list's filters (`query`, without its page), fetched with the
 * session's token and saved under the server's name for it (`complaints-2026-11-26.csv`).
 */
export async function downloadCsv(path: string, query: string, fallbackName: string) {
  const file = await apiClient.download(query ? `${path}?${query}` : path);
  saveFile(file, fallbackName);
}
