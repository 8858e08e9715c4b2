import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import { bearer } from './factories';
import type { TestApp } from './test-app';

/** A row of a downloaded file, by its headings. */
export type FileRow = Record<string, string>;

/**
 * Downloads an export as its caller would and reads it back with csv-parse, checking on the way
 * what every export answers: CSV in UTF-8 with a byte order mark, named for its list and the day.
 */
export async function download(app: TestApp, url: string, token: string): Promise<FileRow[]> {
  const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const list = /^\/api\/(?:fees\/|gate\/)?([a-z]+)\.csv/.exec(url)?.[1];
  expect(response.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${list}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return parse(response.body, { bom: true, columns: true }) as FileRow[];
}

/** Every page of a paged list, as the screen would read them one after another. */
export async function everyPage<T>(app: TestApp, url: string, token: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const joiner = url.includes('?') ? '&' : '?';
    const response = await app.inject({
      method: 'GET',
      url: `${url}${joiner}page=${page}&limit=100`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const { data } = response.json<{ data: T[] }>();
    items.push(...data);
    if (data.length < 100) return items;
  }
}
