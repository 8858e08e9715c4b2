import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_POOL_SIZE, loadConfig } from './env';

describe('DATABASE_POOL_SIZE', () => {
  it('keeps ten connections when unset or empty', () => {
    expect(DEFAULT_DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '' }).databasePoolSize).toBe(10);
  });

  it('takes a whole number from 1 to 100', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(loadConfig({ DATABASE_POOL_SIZE: '100' }).databasePoolSize).toBe(100);
  });

  it.each(['0', '101', '2.5', 'ten'])('refuses %s and names the setting', (value) => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(
      'Invalid configuration: DATABASE_POOL_SIZE accepts a whole number from 1 to 100.',
    );
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset unless given, and kept as given', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'scraper-token-0123' }).metricsToken).toBe(
      'scraper-token-0123',
    );
  });

  it('refuses a token shorter than 16 characters and names the setting', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'Invalid configuration: METRICS_TOKEN accepts a token of at least 16 characters.',
    );
  });
});
