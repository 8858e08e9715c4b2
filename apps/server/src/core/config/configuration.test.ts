import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentVariables, loadConfig } from './env';
import { serverFolder } from './server-folder';

const root = path.resolve(serverFolder, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('a bad value', () => {
  it.each([
    ['PORT', 'http', 'PORT accepts a whole number from 0 to 65535.'],
    ['TIME_ZONE', 'India', 'TIME_ZONE accepts an IANA time zone such as Asia/Kolkata.'],
    ['TRUST_PROXY', 'yes', 'TRUST_PROXY accepts "true" or "false".'],
    ['DATABASE_URL', 'localhost:5432', 'DATABASE_URL accepts a URL such as postgres://'],
    ['HSTS', 'always', 'HSTS accepts "auto", "on" or "off".'],
  ])('of %s stops the start with one line naming it and what it accepts', (name, value, line) => {
    let message = '';
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain(`Invalid configuration: ${line}`);
    // A secret set wrongly must not end up in a log: the value is never repeated.
    expect(message).not.toContain(value);
  });

  it('each gets its own line when there are several', () => {
    expect(() => loadConfig({ PORT: '-1', LOG_LEVEL: 'loud' })).toThrow(
      'Invalid configuration: PORT accepts a whole number from 0 to 65535.\n' +
        'Invalid configuration: LOG_LEVEL accepts one of silent, fatal, error, warn, info, debug, trace.',
    );
  });
});

describe('the variables are documented', () => {
  it('every one in .env.example, commented out at its default', () => {
    const example = read('.env.example');
    const listed = [...example.matchAll(/^# ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...environmentVariables].sort());
  });

  it("every one in the README's configuration table", () => {
    const readme = read('README.md');
    for (const name of environmentVariables) expect(readme).toContain(`| \`${name}\``);
  });
});

describe('TRUSTED_PROXY_REQUEST_ID', () => {
  it('is read only from a trusted proxy', () => {
    expect(loadConfig({}).proxyRequestIdHeader).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'true' }).proxyRequestIdHeader).toBe('x-request-id');
    expect(
      loadConfig({ TRUST_PROXY: 'true', TRUSTED_PROXY_REQUEST_ID: 'X-Amzn-Trace-Id' })
        .proxyRequestIdHeader,
    ).toBe('x-amzn-trace-id');
  });
});
