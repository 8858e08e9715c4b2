import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { serverFolder } from '../config/server-folder';
import { PRODUCT_VERSION } from './product-version';

const rootFolder = path.resolve(serverFolder, '../..');
const versionOf = (file: string) =>
  (JSON.parse(fs.readFileSync(path.join(rootFolder, file), 'utf8')) as { version?: string })
    .version;

describe('the product version', () => {
  it('is one version, 0.x, in every package and the changelog', () => {
    expect(PRODUCT_VERSION).toMatch(/^0\.\d+\.\d+$/);
    for (const file of [
      'package.json',
      'packages/shared/package.json',
      'apps/server/package.json',
      'apps/web/package.json',
    ]) {
      expect(versionOf(file), file).toBe(PRODUCT_VERSION);
    }
    const changelog = fs.readFileSync(path.join(rootFolder, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toContain(`## [${PRODUCT_VERSION}]`);
  });

  it('runs on the Node.js that the root package installs (docs/decisions/060)', () => {
    const root = JSON.parse(fs.readFileSync(path.join(rootFolder, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const pinned = root.devDependencies.node ?? '';
    expect(pinned.split('.')[0]).toBe('24');
    expect(process.versions.node.split('.')[0]).toBe(pinned.split('.')[0]);
  });

  it('is what the OpenAPI document and liveness say', async () => {
    const app = await createTestApp();
    try {
      const docs = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(docs.info.version).toBe(PRODUCT_VERSION);
      const health = (await app.inject({ method: 'GET', url: '/api/health' })).json();
      expect(health.version).toBe(PRODUCT_VERSION);
    } finally {
      await app.close();
    }
  });
});
