import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';

function seed(client: QueryClient) {
  for (const key of [
    queryKeys.adminDashboard,
    queryKeys.studentDashboard,
    queryKeys.hostels,
    queryKeys.studentProfile,
  ]) {
    client.setQueryData(key, { cached: true });
  }
}

function invalidated(client: QueryClient, key: readonly unknown[]): boolean | undefined {
  return client.getQueryState(key)?.isInvalidated;
}

describe('createQueryClient', () => {
  it('stales both dashboards after any successful change, and nothing else', async () => {
    const client = createQueryClient();
    seed(client);

    await new MutationObserver(client, { mutationFn: async () => 'saved' }).mutate();

    expect(invalidated(client, queryKeys.adminDashboard)).toBe(true);
    expect(invalidated(client, queryKeys.studentDashboard)).toBe(true);
    // Each feature decides for its own lists.
    expect(invalidated(client, queryKeys.hostels)).toBe(false);
    expect(invalidated(client, queryKeys.studentProfile)).toBe(false);
  });

  it('keeps the dashboards after a failed change, which changed nothing', async () => {
    const client = createQueryClient();
    seed(client);

    await expect(
      new MutationObserver(client, {
        mutationFn: () => Promise.reject(new Error('refused')),
      }).mutate(),
    ).rejects.toThrow('refused');

    expect(invalidated(client, queryKeys.adminDashboard)).toBe(false);
    expect(invalidated(client, queryKeys.studentDashboard)).toBe(false);
  });

  it("still runs the mutation's own success callback", async () => {
    const client = createQueryClient();
    const calls: string[] = [];

    await new MutationObserver(client, {
      mutationFn: async () => 'saved',
      onSuccess: (data) => {
        calls.push(data);
      },
    }).mutate();

    expect(calls).toEqual(['saved']);
  });
});
