import path from 'node:path';
import { serverFolder } from '../server-folder';

export const migrationsFolder = path.join(serverFolder, 'drizzle');
