import { vi } from 'vitest';

/** A file a page saved through a temporary link (lib/save-file.ts): its name and its text. */
export type SavedFile = { name: string; text: () => Promise<string> };

/**
 * Catches what the page saves: jsdom has no object URLs and follows no download link, so each
 * blob is kept under an address of its own and each click of a link to one is recorded.
 */
export function catchSavedFiles(): SavedFile[] {
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const address = `blob:saved-${blobs.size + 1}`;
    blobs.set(address, blob);
    return address;
  });
  URL.revokeObjectURL = vi.fn();
  const saved: SavedFile[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, text: () => blob.text() });
  });
  return saved;
}
