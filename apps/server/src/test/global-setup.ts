import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../core/db/engine/pglite/extensions';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../core/db/migrations';
import { createPostgresTemplate, type PostgresRun } from './postgres-template';
import { testDatabaseUrl } from './test-database-url';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** Set when the tests run on PostgreSQL (`TEST_DATABASE_URL`). */
    postgresRun?: PostgresRun;
  }
}

/**
 * Creating a PGlite database costs seconds; loading a migrated copy costs a fraction of that.
 * One migrated template is made per run and every test file starts from its own copy of it.
 * On PostgreSQL the same holds, with a template database copied by `create database … template`.
 * The PGlite template is made on PostgreSQL runs too: the embedded engine's own tests use it.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hms-template-'));
  const file = path.join(dir, 'template.tar');
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);

  const postgres = testDatabaseUrl ? await createPostgresTemplate(testDatabaseUrl) : undefined;
  if (postgres) project.provide('postgresRun', postgres.run);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  };
}
