import { expect } from 'vitest';
import { bearer } from './factories';
import type { TestApp } from './test-app';

type Listed = { _id: string };

/** A list's answer to `url` (which has its query already begun with `?`), as `token` sees it. */
export async function listed<Item extends Listed>(
  app: TestApp,
  token: string,
  url: string,
): Promise<Item[]> {
  const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Item[] }>().data;
}

/**
 * Every page of a list read `limit` at a time: put side by side, they must be the list read in
 * one page, with no row twice and none left out, however many rows stand level in its order.
 */
export async function expectStablePages(
  app: TestApp,
  token: string,
  url: string,
  limit: number,
): Promise<string[]> {
  const whole = (await listed(app, token, `${url}&limit=100`)).map((item) => item._id);
  const paged: string[] = [];
  for (let page = 1; paged.length < whole.length && page <= whole.length; page += 1) {
    const rows = await listed(app, token, `${url}&limit=${limit}&page=${page}`);
    paged.push(...rows.map((item) => item._id));
  }
  expect(paged).toEqual(whole);
  return whole;
}

/** A request with an unknown sort: refused with a sentence naming the keys there are. */
export async function expectSortRefused(
  app: TestApp,
  token: string,
  url: string,
  message: string,
): Promise<void> {
  const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    success: false,
    message,
    errors: [{ path: 'sort', message }],
  });
}
