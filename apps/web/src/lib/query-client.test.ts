import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, whenQueriesSettled } from './query-client';
import { queryKeys } from './query-keys';

function seed(client: QueryClient) {
  for (const key of [
    queryKeys.adminDashboard,
    queryKeys.studentDashboard,
    queryKeys.hostels,
    queryKeys.studentProfile,
    [...queryKeys.fees, 'account', 'student-1'],
    [...queryKeys.reports, 'occupancy', {}],
  ]) {
    client.setQueryData(key, { cached: true });
  }
}

function invalidated(client: QueryClient, key: readonly unknown[]): boolean | undefined {
  return client.getQueryState(key)?.isInvalidated;
}

describe('createQueryClient', () => {
  it('stales both dashboards, the fee accounts and the reports after any successful change, and nothing else', async () => {
    const client = createQueryClient();
    seed(client);

    await new MutationObserver(client, { mutationFn: async () => 'saved' }).mutate();

    expect(invalidated(client, queryKeys.adminDashboard)).toBe(true);
    expect(invalidated(client, queryKeys.studentDashboard)).toBe(true);
    expect(invalidated(client, [...queryKeys.fees, 'account', 'student-1'])).toBe(true);
    expect(invalidated(client, [...queryKeys.reports, 'occupancy', {}])).toBe(true);
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

describe('whenQueriesSettled', () => {
  it('resolves at once when nothing is fetching', async () => {
    await expect(whenQueriesSettled(createQueryClient())).resolves.toBeUndefined();
  });

  it('waits for the queries under way', async () => {
    const client = createQueryClient();
    let answer: (value: string) => void = () => {};
    void client.prefetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    let settled = false;
    const waiting = whenQueriesSettled(client).then(() => {
      settled = true;
    });

    await Promise.resolve();
    expect(settled).toBe(false);
    answer('done');
    await waiting;
    expect(settled).toBe(true);
  });
});
