import fs from 'node:fs';

/**
 * Writes `file` through a `.partial` file beside it, renamed when complete: a backup that fails
 * half-way never leaves a file under the name a person would restore from.
 */
export async function writeThenRename(
  file: string,
  write: (partial: string) => void | Promise<void>,
): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
