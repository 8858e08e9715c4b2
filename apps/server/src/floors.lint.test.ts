import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The floors are checked by `npm run lint` (docs/decisions/057-floors-checked-by-lint.md). These
// samples are linted as if they stood at the paths given, so each rule is seen to refuse what it
// is for and to let a sound import through.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const features = path.join(root, 'apps/server/src/features');

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rules that fail for `code` standing at `file` (relative to the repository root). */
async function failingRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const importing = (source: string) => `import { x } from '${source}';\n\nexport const y = x;\n`;

/** A product file of a server feature (not its index.ts, not a test) whose name ends so. */
function fileOf(feature: string, ending: RegExp): string {
  const name = fs
    .readdirSync(path.join(features, feature))
    .find((file) => ending.test(file) && file !== 'index.ts' && !file.endsWith('.test.ts'));
  if (name === undefined) throw new Error(`features/${feature} has no file matching ${ending}`);
  return name.replace(/\.ts$/, '');
}

describe('server floors', () => {
  it('refuse an upward import: core importing a feature', async () => {
    expect(
      await failingRules('apps/server/src/core/db/sample.ts', importing('../../features/students')),
    ).toEqual(['boundaries/dependencies']);
  });

  it("refuse a reach into another feature's repository", async () => {
    const repository = fileOf('students', /-repository\.ts$/);
    expect(
      await failingRules(
        'apps/server/src/features/dashboards/sample.ts',
        importing(`../students/${repository}`),
      ),
    ).toEqual(['boundaries/dependencies']);
  });

  it('refuse a feature importing a file inside another, even one it may use', async () => {
    const inside = fileOf('hostels', /\.ts$/);
    expect(
      await failingRules(
        'apps/server/src/features/rooms/sample.ts',
        importing(`../hostels/${inside}`),
      ),
    ).toEqual(['boundaries/dependencies']);
  });

  it('refuse an import against the table of features: students never imports residencies', async () => {
    expect(
      await failingRules(
        'apps/server/src/features/students/sample.ts',
        importing('../residencies'),
      ),
    ).toEqual(['boundaries/dependencies']);
  });

  it('let a feature import one the table allows through its index.ts, and core', async () => {
    expect(
      await failingRules(
        'apps/server/src/features/residencies/sample.ts',
        `${importing('../students')}import { AppError } from '../../core/errors/app-error';\n\nexport const z = AppError;\n`,
      ),
    ).toEqual([]);
  });

  it('refuse a core folder importing a core folder of a higher rank', async () => {
    expect(
      await failingRules('apps/server/src/core/config/sample.ts', importing('../db/database')),
    ).toEqual(['boundaries/dependencies']);
  });

  it("refuse a feature's index.ts re-exporting a repository", async () => {
    const repository = fileOf('students', /-repository\.ts$/);
    expect(
      await failingRules(
        'apps/server/src/features/students/index.ts',
        `export { x } from './${repository}';\n`,
      ),
    ).toEqual(['no-restricted-syntax']);
  });

  it('refuse the benchmark importing test code', async () => {
    expect(
      await failingRules('apps/server/bench/sample.ts', importing('../src/test/test-app')),
    ).toEqual(['import-x/no-restricted-paths']);
  });
});

describe('web floors', () => {
  it('refuse a feature importing another feature', async () => {
    expect(
      await failingRules(
        'apps/web/src/features/fees/sample.ts',
        importing('@/features/students/components/check-out'),
      ),
    ).toEqual(['boundaries/dependencies']);
  });

  it('refuse shared code importing a feature', async () => {
    expect(
      await failingRules('apps/web/src/lib/sample.ts', importing('@/features/fees/api/get-dues')),
    ).toEqual(['boundaries/dependencies']);
  });

  it('let a feature import shared code and the app import a feature', async () => {
    expect(
      await failingRules('apps/web/src/features/fees/sample.ts', importing('@/lib/fee-account')),
    ).toEqual([]);
    expect(
      await failingRules('apps/web/src/app/sample.ts', importing('@/features/fees/api/get-dues')),
    ).toEqual([]);
  });
});

describe('the table of which server feature may import which', () => {
  let table: Record<string, string[]>;

  beforeAll(async () => {
    const config: { serverFeatureImports: Record<string, string[]> } = await import(
      pathToFileURL(path.join(root, 'eslint.config.js')).href
    );
    table = config.serverFeatureImports;
  });

  it('names every feature folder, and only those', () => {
    const folders = fs
      .readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(Object.keys(table).sort()).toEqual(folders.sort());
    for (const others of Object.values(table)) {
      for (const other of others) expect(folders).toContain(other);
    }
  });

  it('is acyclic', () => {
    const done = new Set<string>();
    const onPath: string[] = [];
    function visit(feature: string) {
      if (done.has(feature)) return;
      const seenAt = onPath.indexOf(feature);
      if (seenAt !== -1) {
        throw new Error(`cycle: ${[...onPath.slice(seenAt), feature].join(' -> ')}`);
      }
      onPath.push(feature);
      for (const other of table[feature] ?? []) visit(other);
      onPath.pop();
      done.add(feature);
    }
    for (const feature of Object.keys(table)) visit(feature);
    expect(done.size).toBe(Object.keys(table).length);
  });
});
