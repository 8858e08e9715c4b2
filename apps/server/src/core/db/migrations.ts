import path from 'node:path';
import { serverFolder } from '../config/server-folder';

export const migrationsFolder = path.join(serverFolder, 'drizzle');
