import type { DownloadedFile } from './api-client';

/** How long the file's address outlives the click: revoked at once, some browsers cancel the save. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves a fetched file (apiClient.download) the way a download link would: through a temporary
 * object URL, under the server's name for it or the fallback.
 */
export function saveFile({ blob, filename }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
