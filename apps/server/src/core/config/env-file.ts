import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads `.env` in the working directory, when there is one, with Node's own loader: a variable
 * already in the environment keeps its value, so a service manager's settings win over the file.
 * Answers the file read, for the start-up line.
 */
export function loadEnvFile(folder = process.cwd()): string | undefined {
  const file = path.join(folder, '.env');
  if (!fs.existsSync(file)) return undefined;
  process.loadEnvFile(file);
  return file;
}
